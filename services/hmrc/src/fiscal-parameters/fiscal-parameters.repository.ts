import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { FiscalParameterChangeEntity } from './entities/fiscal-parameter-change.entity';
import { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';

/** A history entry as the service builds it (the year, id and time are filled in here). */
export type ChangeRecord = Pick<FiscalParameterChangeEntity, 'action' | 'copiedFrom' | 'changedBy' | 'changes'>;

/** The only place that reads or writes hmrc.fiscal_parameters and hmrc.fiscal_parameter_changes. */
@Injectable()
export class FiscalParametersRepository {
  constructor(
    @InjectRepository(FiscalYearParametersEntity) private readonly years: Repository<FiscalYearParametersEntity>,
    @InjectRepository(FiscalParameterChangeEntity) private readonly changes: Repository<FiscalParameterChangeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every stored tax year, oldest first. */
  listByYear(): Promise<FiscalYearParametersEntity[]> {
    return this.years.find({ order: { taxYear: 'ASC' } });
  }

  findByYear(taxYear: string): Promise<FiscalYearParametersEntity | null> {
    return this.years.findOneBy({ taxYear });
  }

  /** Inserts a new year and its history entry in one transaction; a concurrent insert of the same year fails with the unique violation. */
  async insertWithHistory(row: Omit<FiscalYearParametersEntity, 'updatedAt'>, change: ChangeRecord): Promise<FiscalYearParametersEntity> {
    return this.dataSource.transaction(async (em) => {
      await em.insert(FiscalYearParametersEntity, row);
      await em.insert(FiscalParameterChangeEntity, { ...change, taxYear: row.taxYear });
      return em.findOneByOrFail(FiscalYearParametersEntity, { taxYear: row.taxYear });
    });
  }

  /**
   * Locks the year, lets `apply` compute its new columns and the history entry from the locked row (null: nothing
   * to record), saves both in one transaction. Null when the year does not exist.
   */
  async updateWithHistory(
    taxYear: string,
    apply: (locked: FiscalYearParametersEntity) => { columns: Partial<FiscalYearParametersEntity>; change: ChangeRecord | null },
  ): Promise<FiscalYearParametersEntity | null> {
    return this.dataSource.transaction(async (em) => {
      const locked = await em.findOne(FiscalYearParametersEntity, { where: { taxYear }, lock: { mode: 'pessimistic_write' } });
      if (!locked) return null;
      const { columns, change } = apply(locked);
      const saved = await em.save(Object.assign(locked, columns));
      if (change) await em.insert(FiscalParameterChangeEntity, { ...change, taxYear });
      return saved;
    });
  }

  /** A year's history, newest first. */
  historyOf(taxYear: string): Promise<FiscalParameterChangeEntity[]> {
    return this.changes.find({ where: { taxYear }, order: { changedAt: 'DESC', id: 'ASC' } });
  }
}
