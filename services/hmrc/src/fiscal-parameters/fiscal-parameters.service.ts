import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FiscalYearParametersDto, RateTableDto, TaxRegionKey } from '@app/contracts';
import { InvalidTaxCodeError, normaliseTaxCode, parseTaxCode, type FiscalYearParameters } from '@app/paye';
import { FiscalYearParametersBody, NewFiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';

const REGIONS: readonly TaxRegionKey[] = ['restOfUk', 'wales', 'scotland'];
const REGION_LABELS: Record<TaxRegionKey, string> = { restOfUk: 'England and Northern Ireland', wales: 'Wales', scotland: 'Scotland' };
/** Parameters change rarely and only here; other instances pick a change up within this time. */
const CACHE_TTL_MS = 30_000;

/** '2025-26' -> labels and dates of the UK tax year (6 April to 5 April). */
export function taxYearDates(taxYear: string): { shortLabel: string; startDate: string; endDate: string } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(taxYear);
  if (!match) return undefined;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return undefined;
  return {
    shortLabel: `${match[1].slice(2)}-${match[2]}`,
    startDate: `${start}-04-06`,
    endDate: `${start + 1}-04-05`,
  };
}

function toDto(e: FiscalYearParametersEntity): FiscalYearParametersDto {
  return {
    taxYear: e.taxYear,
    shortLabel: e.shortLabel,
    startDate: e.startDate,
    endDate: e.endDate,
    personalAllowance: e.personalAllowance,
    personalAllowanceTaperThreshold: e.personalAllowanceTaperThreshold,
    emergencyTaxCode: e.emergencyTaxCode,
    // numeric(5,2) arrives as exact text ('50.00'); Number() of such a text is the nearest double, as JSON needs.
    regulatoryLimitPercent: Number(e.regulatoryLimitPercent),
    rateTables: e.rateTables,
    updatedAt: e.updatedAt.toISOString(),
  };
}

function toEngine(dto: FiscalYearParametersDto): FiscalYearParameters {
  const { updatedAt: _updatedAt, ...parameters } = dto;
  return parameters;
}

/** Checks the engine relies on that class-validator cannot express; per field, like the validation pipe. */
function semanticProblems(body: FiscalYearParametersBody): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const report = (field: string, message: string) => (problems[field] ??= []).push(message);
  try {
    parseTaxCode(body.emergencyTaxCode);
  } catch (error) {
    if (!(error instanceof InvalidTaxCodeError)) throw error;
    report('emergencyTaxCode', `Emergency tax code is not a valid tax code: ${body.emergencyTaxCode}`);
  }
  for (const region of REGIONS) {
    const table: RateTableDto = body.rateTables[region];
    const field = `rateTables.${region}`;
    table.bands.forEach((band, i) => {
      const last = i === table.bands.length - 1;
      if (last && band.width !== null) report(`${field}.bands`, `${REGION_LABELS[region]}: the top band must be open-ended (width null)`);
      if (!last && band.width === null) report(`${field}.bands`, `${REGION_LABELS[region]}: only the top band may be open-ended; give "${band.name}" a width`);
    });
    if (table.basicRateBandIndex >= table.bands.length)
      report(`${field}.basicRateBandIndex`, `${REGION_LABELS[region]}: the basic-rate band index must point at one of the bands`);
  }
  return problems;
}

function assertValid(body: FiscalYearParametersBody, extra: Record<string, string[]> = {}): void {
  const problems = { ...extra, ...semanticProblems(body) };
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new BadRequestException({ message: first, errors: problems });
}

@Injectable()
export class FiscalParametersService {
  private cache: { at: number; value: Promise<FiscalYearParametersDto[]> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(FiscalYearParametersEntity);
  }

  /** Every stored tax year, oldest first. */
  list(): Promise<FiscalYearParametersDto[]> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > CACHE_TTL_MS) {
      const value = this.repo.find({ order: { taxYear: 'ASC' } }).then((rows) => rows.map(toDto));
      this.cache = { at: now, value };
      value.catch(() => (this.cache = undefined));
    }
    return this.cache.value;
  }

  /** The engine's view of the stored years (what the simulator accepts as a fiscal year). */
  async engineParameters(): Promise<FiscalYearParameters[]> {
    return (await this.list()).map(toEngine);
  }

  async get(taxYear: string): Promise<FiscalYearParametersDto> {
    const found = (await this.list()).find((p) => p.taxYear === taxYear || p.shortLabel === taxYear);
    if (!found) throw new NotFoundException({ message: `No fiscal parameters for tax year ${taxYear}` });
    return found;
  }

  async update(taxYear: string, body: FiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    const existing = await this.repo.findOneBy({ taxYear });
    if (!existing) throw new NotFoundException({ message: `No fiscal parameters for tax year ${taxYear}` });
    assertValid(body);
    Object.assign(existing, this.columns(body));
    const saved = await this.repo.save(existing);
    this.cache = undefined;
    return toDto(saved);
  }

  async create(body: NewFiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    const dates = taxYearDates(body.taxYear);
    assertValid(body, dates ? {} : { taxYear: ['Tax year must be two consecutive years, e.g. 2027-28'] });
    const conflict = () => new ConflictException({ message: `Fiscal parameters for tax year ${body.taxYear} already exist` });
    if (await this.repo.existsBy({ taxYear: body.taxYear })) throw conflict();
    try {
      const saved = await this.repo.save(this.repo.create({ taxYear: body.taxYear, ...dates!, ...this.columns(body) }));
      this.cache = undefined;
      return toDto(saved);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
  }

  private columns(body: FiscalYearParametersBody): Partial<FiscalYearParametersEntity> {
    const table = (t: RateTableDto): RateTableDto => ({
      basicRateBandIndex: t.basicRateBandIndex,
      bands: t.bands.map((b) => ({ name: b.name.trim(), width: b.width, ratePercent: b.ratePercent })),
    });
    return {
      personalAllowance: body.personalAllowance,
      personalAllowanceTaperThreshold: body.personalAllowanceTaperThreshold,
      emergencyTaxCode: normaliseTaxCode(body.emergencyTaxCode),
      regulatoryLimitPercent: body.regulatoryLimitPercent.toFixed(2),
      rateTables: { restOfUk: table(body.rateTables.restOfUk), wales: table(body.rateTables.wales), scotland: table(body.rateTables.scotland) },
    };
  }
}
