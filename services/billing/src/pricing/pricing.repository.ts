import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PricingVersionEntity } from './entities/pricing-version.entity';

/** The only place that reads or writes billing.pricing_versions. */
@Injectable()
export class PricingRepository {
  constructor(@InjectRepository(PricingVersionEntity) private readonly versions: Repository<PricingVersionEntity>) {}

  /** The current configuration: the newest version. */
  async latest(): Promise<PricingVersionEntity | null> {
    const [row] = await this.versions.find({ order: { version: 'DESC' }, take: 1 });
    return row ?? null;
  }

  /** Throws a unique violation when another update stored this version first. */
  async insert(row: Omit<PricingVersionEntity, 'createdAt'>): Promise<PricingVersionEntity> {
    await this.versions.insert(row);
    return this.versions.findOneByOrFail({ version: row.version });
  }
}
