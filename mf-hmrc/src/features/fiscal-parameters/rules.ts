// Pure rules of the Fiscal Parameters screen.
import type { FiscalParameterFieldChange, FiscalYearParametersDto, FiscalYearParametersInput, RateTableDto, TaxRegionKey } from '@app/contracts';
import { formatMoney, formatNumber } from '@app/format';

export interface BandRow {
  index: number;
  name: string;
  from: number;
  /** null: open-ended top band. */
  to: number | null;
  ratePercent: number;
  basic: boolean;
}

/** Bands as ranges of annual taxable pay: the first starts at £0, each next one a pound above the previous top. */
export function bandRows(table: RateTableDto): BandRow[] {
  let top = 0;
  return table.bands.map((band, index) => {
    const from = index === 0 ? 0 : top + 1;
    const to = band.width === null ? null : top + band.width;
    top = to ?? top;
    return { index, name: band.name, from, to, ratePercent: band.ratePercent, basic: index === table.basicRateBandIndex };
  });
}

export type YearStatus = 'current' | 'started' | 'notStarted';

/** current: today is inside the year; started: it is over; notStarted: before its 6 April (the only editable state). */
export function yearStatus(year: Pick<FiscalYearParametersDto, 'startDate' | 'endDate'>, today: string): YearStatus {
  if (today < year.startDate) return 'notStarted';
  return today <= year.endDate ? 'current' : 'started';
}

/** The year the screen opens on: the current one, else the latest. */
export function defaultYear(years: readonly FiscalYearParametersDto[], today: string): FiscalYearParametersDto | undefined {
  return years.find((y) => yearStatus(y, today) === 'current') ?? years.at(-1);
}

// ---- The edit form: every input is text until it is sent; errors are keyed like the server's ('rateTables.wales.bands.1.width').

export const REGIONS: readonly TaxRegionKey[] = ['restOfUk', 'wales', 'scotland'];

export interface BandForm {
  name: string;
  /** Ignored for the last band (open-ended). */
  width: string;
  ratePercent: string;
}

export interface RateTableForm {
  bands: BandForm[];
  basicRateBandIndex: number;
}

export interface FiscalYearForm {
  personalAllowance: string;
  personalAllowanceTaperThreshold: string;
  emergencyTaxCode: string;
  regulatoryLimitPercent: string;
  rateTables: Record<TaxRegionKey, RateTableForm>;
}

export function formOf(year: FiscalYearParametersInput): FiscalYearForm {
  const table = (t: RateTableDto): RateTableForm => ({
    basicRateBandIndex: t.basicRateBandIndex,
    bands: t.bands.map((b) => ({ name: b.name, width: b.width === null ? '' : String(b.width), ratePercent: String(b.ratePercent) })),
  });
  return {
    personalAllowance: String(year.personalAllowance),
    personalAllowanceTaperThreshold: String(year.personalAllowanceTaperThreshold),
    emergencyTaxCode: year.emergencyTaxCode,
    regulatoryLimitPercent: String(year.regulatoryLimitPercent),
    rateTables: { restOfUk: table(year.rateTables.restOfUk), wales: table(year.rateTables.wales), scotland: table(year.rateTables.scotland) },
  };
}

const WHOLE = /^\d+$/;
const PERCENT = /^\d+(\.\d{1,2})?$/;
const digits = (text: string) => text.replace(/[,\s£%]/g, '');

/**
 * The input the API takes, or the problems a person can fix before sending (numbers that are not numbers); range
 * and band rules are the server's, shown per field from its answer.
 */
export function inputOf(form: FiscalYearForm): { input: FiscalYearParametersInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const whole = (field: string, text: string, message: string): number => {
    if (!WHOLE.test(digits(text))) errors[field] = message;
    return Number(digits(text));
  };
  const percent = (field: string, text: string, message: string): number => {
    if (!PERCENT.test(digits(text))) errors[field] = message;
    return Number(digits(text));
  };
  const table = (region: TaxRegionKey): RateTableDto => {
    const t = form.rateTables[region];
    return {
      basicRateBandIndex: t.basicRateBandIndex,
      bands: t.bands.map((b, i) => {
        const field = `rateTables.${region}.bands.${i}`;
        const last = i === t.bands.length - 1;
        return {
          name: b.name.trim(),
          width: last ? null : whole(`${field}.width`, b.width, 'Band width must be a whole number of pounds'),
          ratePercent: percent(`${field}.ratePercent`, b.ratePercent, 'Rate must be a percentage with at most 2 decimals'),
        };
      }),
    };
  };
  const input: FiscalYearParametersInput = {
    personalAllowance: whole('personalAllowance', form.personalAllowance, 'Personal allowance must be a whole number of pounds'),
    personalAllowanceTaperThreshold: whole('personalAllowanceTaperThreshold', form.personalAllowanceTaperThreshold, 'Taper threshold must be a whole number of pounds'),
    emergencyTaxCode: form.emergencyTaxCode.trim(),
    regulatoryLimitPercent: percent('regulatoryLimitPercent', form.regulatoryLimitPercent, 'Regulatory limit must be a percentage with at most 2 decimals'),
    rateTables: { restOfUk: table('restOfUk'), wales: table('wales'), scotland: table('scotland') },
  };
  return Object.keys(errors).length ? { errors } : { input };
}

/** A new top band (open-ended) above the others; the previous top band now needs a width. */
export function addBand(table: RateTableForm): RateTableForm {
  return { ...table, bands: [...table.bands, { name: '', width: '', ratePercent: '' }] };
}

/** Without band `index`; the basic-rate band keeps pointing at the same band (or the first, when it was removed). */
export function removeBand(table: RateTableForm, index: number): RateTableForm {
  const bands = table.bands.filter((_, i) => i !== index);
  const basic = table.basicRateBandIndex;
  return { bands, basicRateBandIndex: basic === index ? 0 : basic > index ? basic - 1 : basic };
}

/** A value of a history entry as a person reads it: pounds, a percentage, a code, or a region's bands in one line. */
export function changeText(field: string, value: FiscalParameterFieldChange['before']): string {
  if (value === null) return '—';
  if (typeof value === 'object')
    return value.bands
      .map((b, i) => `${b.name}${i === value.basicRateBandIndex ? ' (BR)' : ''}: ${b.width === null ? 'rest' : formatMoney(b.width, 'GBP', 'en-GB')} at ${formatNumber(b.ratePercent, 2, 'en-GB')}%`)
      .join('; ');
  if (field === 'regulatoryLimitPercent' && typeof value === 'number') return `${formatNumber(value, 2, 'en-GB')}%`;
  if (typeof value === 'number') return formatMoney(value, 'GBP', 'en-GB');
  return value;
}
