import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';

/** The only place that reads or writes hmrc.fiscal_parameters. */
@Injectable()
export class FiscalParametersRepository {
  constructor(@InjectRepository(FiscalYearParametersEntity) private readonly years: Repository<FiscalYearParametersEntity>) {}

  /** Every stored tax year, oldest first. */
  listByYear(): Promise<FiscalYearParametersEntity[]> {
    return this.years.find({ order: { taxYear: 'ASC' } });
  }

  findByYear(taxYear: string): Promise<FiscalYearParametersEntity | null> {
    return this.years.findOneBy({ taxYear });
  }

  exists(taxYear: string): Promise<boolean> {
    return this.years.existsBy({ taxYear });
  }

  save(row: FiscalYearParametersEntity): Promise<FiscalYearParametersEntity> {
    return this.years.save(row);
  }

  /** Inserts a new year; a concurrent insert of the same year fails with the unique violation. */
  insert(row: Omit<FiscalYearParametersEntity, 'updatedAt'>): Promise<FiscalYearParametersEntity> {
    return this.years.save(this.years.create(row));
  }
}
