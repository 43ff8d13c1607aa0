import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { FiscalYearParametersDto } from '@app/contracts';
import { isUniqueViolation } from '@app/nest-common';
import type { FiscalYearParameters } from '@app/paye';
import { FiscalYearParametersBody, NewFiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import { FiscalParametersRepository } from './fiscal-parameters.repository';
import { fiscalParameterColumns, semanticProblems, taxYearDates, toEngineParameters, toFiscalYearParametersDto } from './fiscal-parameters-rules';

/** Parameters change rarely and only here; other instances pick a change up within this time. */
const CACHE_TTL_MS = 30_000;

function assertValid(body: FiscalYearParametersBody, extra: Record<string, string[]> = {}): void {
  const problems = { ...extra, ...semanticProblems(body) };
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new BadRequestException({ message: first, errors: problems });
}

const notFound = (taxYear: string) => new NotFoundException({ message: `No fiscal parameters for tax year ${taxYear}` });

@Injectable()
export class FiscalParametersService {
  private cache: { at: number; value: Promise<FiscalYearParametersDto[]> } | undefined;

  constructor(private readonly years: FiscalParametersRepository) {}

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

  async update(taxYear: string, body: FiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    const existing = await this.years.findByYear(taxYear);
    if (!existing) throw notFound(taxYear);
    assertValid(body);
    const saved = await this.years.save(Object.assign(existing, fiscalParameterColumns(body)));
    this.cache = undefined;
    return toFiscalYearParametersDto(saved);
  }

  async create(body: NewFiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    const dates = taxYearDates(body.taxYear);
    assertValid(body, dates ? {} : { taxYear: ['Tax year must be two consecutive years, e.g. 2027-28'] });
    const conflict = () => new ConflictException({ message: `Fiscal parameters for tax year ${body.taxYear} already exist` });
    if (await this.years.exists(body.taxYear)) throw conflict();
    try {
      const saved = await this.years.insert({ taxYear: body.taxYear, ...dates!, ...fiscalParameterColumns(body) });
      this.cache = undefined;
      return toFiscalYearParametersDto(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }
}
