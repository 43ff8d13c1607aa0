import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { HmrcConfigurationInput } from '@app/contracts';
import { HmrcConfigurationEntity } from '../entities/hmrc-configuration.entity';

/** The only place that reads or writes hmrc.integration_configuration (one row at most). */
@Injectable()
export class HmrcConfigurationRepository {
  constructor(@InjectRepository(HmrcConfigurationEntity) private readonly rows: Repository<HmrcConfigurationEntity>) {}

  find(): Promise<HmrcConfigurationEntity | null> {
    return this.rows.findOneBy({ singleton: true });
  }

  /** Inserts or replaces the one row. */
  async upsert(input: HmrcConfigurationInput, isDemo: boolean): Promise<HmrcConfigurationEntity> {
    await this.rows.upsert({ ...input, singleton: true, isDemo, updatedAt: new Date() }, { conflictPaths: ['singleton'] });
    return (await this.find())!;
  }

  async repointDemo(baseApiUrl: string, rtiGatewayUrl: string): Promise<void> {
    await this.rows.update({ singleton: true, isDemo: true }, { baseApiUrl, rtiGatewayUrl });
  }
}
