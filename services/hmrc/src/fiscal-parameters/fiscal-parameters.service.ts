import { BadRequestException, ConflictException, Injectable, NotFoundException, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { nextTaxYear, ukDate, type FiscalParameterChangeDto, type FiscalYearParametersDto } from '@app/contracts';
import { Clock, EventBus, isUniqueViolation } from '@app/nest-common';
import type { FiscalYearParameters } from '@app/paye';
import { FiscalYearParametersBody, NewFiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import { FiscalParametersRepository } from './fiscal-parameters.repository';
import {
  fieldChanges,
  fiscalParameterColumns,
  hasStarted,
  longDate,
  semanticProblems,
  storedInput,
  taxYearDates,
  toEngineParameters,
  toFiscalYearParametersDto,
  toInput,
} from './fiscal-parameters-rules';

/**
 * A safety net only: every change publishes 'fiscal-parameters.changed' and every instance drops its cache on it,
 * so an instance that missed the event (a bus outage) still picks the change up within this time.
 */
const CACHE_TTL_MS = 30_000;

function assertValid(body: FiscalYearParametersBody, extra: Record<string, string[]> = {}): void {
  const problems = { ...extra, ...semanticProblems(body) };
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new BadRequestException({ message: first, errors: problems });
}

const notFound = (taxYear: string) => new NotFoundException({ message: `No fiscal parameters for tax year ${taxYear}` });

@Injectable()
export class FiscalParametersService implements OnModuleInit, OnModuleDestroy {
  private cache: { at: number; value: Promise<FiscalYearParametersDto[]> } | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly years: FiscalParametersRepository,
    private readonly clock: Clock,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.bus.subscribe('fiscal-parameters.changed', () => {
      this.cache = undefined;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Every stored tax year, oldest first. */
  list(): Promise<FiscalYearParametersDto[]> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > CACHE_TTL_MS) {
      const value = this.years.listByYear().then((rows) => rows.map(toFiscalYearParametersDto));
      this.cache = { at: now, value };
      value.catch(() => (this.cache = undefined));
    }
    return this.cache.value;
  }

  /** The engine's view of the stored years (what the simulator accepts as a fiscal year). */
  async engineParameters(): Promise<FiscalYearParameters[]> {
    return (await this.list()).map(toEngineParameters);
  }

  async get(taxYear: string): Promise<FiscalYearParametersDto> {
    const found = (await this.list()).find((p) => p.taxYear === taxYear || p.shortLabel === taxYear);
    if (!found) throw notFound(taxYear);
    return found;
  }

  async history(taxYear: string): Promise<FiscalParameterChangeDto[]> {
    const year = await this.get(taxYear);
    return (await this.years.historyOf(year.taxYear)).map((c) => ({
      id: c.id,
      taxYear: c.taxYear,
      action: c.action,
      copiedFrom: c.copiedFrom,
      changedAt: c.changedAt.toISOString(),
      changedBy: c.changedBy,
      changes: c.changes,
    }));
  }

  /** Edits a year that has not started yet; from its 6 April on it is read-only (409). */
  async update(taxYear: string, body: FiscalYearParametersBody, changedBy: string): Promise<FiscalYearParametersDto> {
    const existing = await this.years.findByYear(taxYear);
    if (!existing) throw notFound(taxYear);
    if (hasStarted(existing.startDate, ukDate(this.clock.now())))
      throw new ConflictException({
        message: `Tax year ${taxYear} started on ${longDate(existing.startDate)}: its parameters are read-only. Add the next tax year instead.`,
      });
    assertValid(body);
    const columns = fiscalParameterColumns(body);
    const saved = await this.years.updateWithHistory(taxYear, (locked) => {
      const changes = fieldChanges(toInput(toFiscalYearParametersDto(locked)), storedInput(body));
      return { columns, change: changes.length ? { action: 'updated', copiedFrom: null, changedBy, changes } : null };
    });
    if (!saved) throw notFound(taxYear);
    await this.changed(taxYear);
    return toFiscalYearParametersDto(saved);
  }

  /**
   * Adds a tax year: the one after the latest stored year (years are never skipped). `copiedFrom`, when given, is
   * the year whose figures the admin started from; the history then records what differs from it.
   */
  async create(body: NewFiscalYearParametersBody, changedBy: string, copiedFrom: string | null = null): Promise<FiscalYearParametersDto> {
    const source = copiedFrom === null ? null : await this.years.findByYear(copiedFrom);
    if (copiedFrom !== null && !source) throw notFound(copiedFrom);
    const dates = taxYearDates(body.taxYear);
    assertValid(body, dates ? {} : { taxYear: ['Tax year must be two consecutive years, e.g. 2027-28'] });
    const conflict = () => new ConflictException({ message: `Fiscal parameters for tax year ${body.taxYear} already exist` });
    // One read for both checks: a concurrent create of the same year then fails on the unique key (409), never here.
    const stored = await this.years.listByYear();
    if (stored.some((y) => y.taxYear === body.taxYear)) throw conflict();
    const latest = stored.at(-1);
    if (latest && body.taxYear !== nextTaxYear(latest.taxYear)) {
      const message = `Tax years are added one after the other: the next one is ${nextTaxYear(latest.taxYear)}`;
      throw new BadRequestException({ message, errors: { taxYear: [message] } });
    }
    const changes = fieldChanges(source ? toInput(toFiscalYearParametersDto(source)) : null, storedInput(body));
    try {
      const saved = await this.years.insertWithHistory(
        { taxYear: body.taxYear, ...dates!, ...fiscalParameterColumns(body) },
        { action: 'created', copiedFrom: source?.taxYear ?? null, changedBy, changes },
      );
      await this.changed(body.taxYear);
      return toFiscalYearParametersDto(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  /** This instance drops its cache at once; the others on the event. */
  private async changed(taxYear: string): Promise<void> {
    this.cache = undefined;
    await this.bus.publish('fiscal-parameters.changed', { taxYear });
  }
}
