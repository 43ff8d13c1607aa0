import type { FiscalParameterFieldChange, FiscalYearParametersDto, FiscalYearParametersInput, RateTableDto, TaxRegionKey } from '@app/contracts';
import { InvalidTaxCodeError, normaliseTaxCode, parseTaxCode, type FiscalYearParameters } from '@app/paye';
import type { FiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import type { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';

const REGIONS: readonly TaxRegionKey[] = ['restOfUk', 'wales', 'scotland'];
const REGION_LABELS: Record<TaxRegionKey, string> = { restOfUk: 'England and Northern Ireland', wales: 'Wales', scotland: 'Scotland' };

/** A year is read-only from its first day (6 April, UK date): payroll has run on its figures. */
export function hasStarted(startDate: string, today: string): boolean {
  return today >= startDate;
}

/** '2027-04-06' -> '6 April 2027' (en-GB), for messages. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

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

export function toFiscalYearParametersDto(e: FiscalYearParametersEntity): FiscalYearParametersDto {
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

/** The PAYE engine's view of one stored year. */
export function toEngineParameters(dto: FiscalYearParametersDto): FiscalYearParameters {
  const { updatedAt: _updatedAt, ...parameters } = dto;
  return parameters;
}

/** Checks the engine relies on that class-validator cannot express; per field, like the validation pipe. */
export function semanticProblems(body: FiscalYearParametersBody): Record<string, string[]> {
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
      const previous = table.bands[i - 1];
      if (previous && band.ratePercent < previous.ratePercent)
        report(`${field}.bands`, `${REGION_LABELS[region]}: bands go from the lowest rate up; "${band.name}" (${band.ratePercent}%) is below "${previous.name}" (${previous.ratePercent}%)`);
    });
    if (table.basicRateBandIndex >= table.bands.length)
      report(`${field}.basicRateBandIndex`, `${REGION_LABELS[region]}: the basic-rate band index must point at one of the bands`);
  }
  return problems;
}

/** A rate table with its keys in one order and band names trimmed (jsonb does not keep key order). */
function canonicalTable(t: RateTableDto): RateTableDto {
  return {
    basicRateBandIndex: t.basicRateBandIndex,
    bands: t.bands.map((b) => ({ name: b.name.trim(), width: b.width, ratePercent: b.ratePercent })),
  };
}

/** The stored columns of a body: band names trimmed, tax code normalised, the percentage as exact decimal text. */
export function fiscalParameterColumns(body: FiscalYearParametersInput): Omit<FiscalYearParametersEntity, 'taxYear' | 'shortLabel' | 'startDate' | 'endDate' | 'updatedAt'> {
  const table = canonicalTable;
  return {
    personalAllowance: body.personalAllowance,
    personalAllowanceTaperThreshold: body.personalAllowanceTaperThreshold,
    emergencyTaxCode: normaliseTaxCode(body.emergencyTaxCode),
    regulatoryLimitPercent: body.regulatoryLimitPercent.toFixed(2),
    rateTables: { restOfUk: table(body.rateTables.restOfUk), wales: table(body.rateTables.wales), scotland: table(body.rateTables.scotland) },
  };
}

/** The editable figures of a stored year, as the API takes them. */
export function toInput(dto: FiscalYearParametersDto): FiscalYearParametersInput {
  const { personalAllowance, personalAllowanceTaperThreshold, emergencyTaxCode, regulatoryLimitPercent, rateTables } = dto;
  return { personalAllowance, personalAllowanceTaperThreshold, emergencyTaxCode, regulatoryLimitPercent, rateTables };
}

/** The figures of a body as they will be stored (names trimmed, code normalised): the "after" of a history entry. */
export function storedInput(body: FiscalYearParametersInput): FiscalYearParametersInput {
  const { regulatoryLimitPercent, ...columns } = fiscalParameterColumns(body);
  return { ...columns, regulatoryLimitPercent: Number(regulatoryLimitPercent) };
}

const SCALAR_FIELDS = ['personalAllowance', 'personalAllowanceTaperThreshold', 'emergencyTaxCode', 'regulatoryLimitPercent'] as const;

/** The fields that differ, before -> after; every field (before null) when there is no "before". Rate tables per region. */
export function fieldChanges(before: FiscalYearParametersInput | null, after: FiscalYearParametersInput): FiscalParameterFieldChange[] {
  const changes: FiscalParameterFieldChange[] = [];
  for (const field of SCALAR_FIELDS) {
    if (before?.[field] !== after[field]) changes.push({ field, before: before?.[field] ?? null, after: after[field] });
  }
  for (const region of REGIONS) {
    const was = before ? canonicalTable(before.rateTables[region]) : null;
    const now = canonicalTable(after.rateTables[region]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field: `rateTables.${region}`, before: was, after: now });
  }
  return changes;
}
