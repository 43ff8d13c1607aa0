// The simulator's input rules as a pure reducer (spec sections 2, 5 and 9): no React, no HTTP.
import type { SimulationRequestDto } from '@app/contracts';

export const MONTHS = [
  'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March',
] as const;

export const DEFAULT_FISCAL_YEAR = '25-26';
export const DEFAULT_TAX_CODE = '1257L';
export const FALLBACK_FISCAL_YEARS = ['24-25', '25-26', '26-27'] as const;

export interface MonthInput {
  /** Text of the salary input ('' = nothing entered, sent as 0). */
  salary: string;
  taxCode: string;
  enrolled: boolean;
  /** Income tax paid year to date; used only while the month is not enrolled. */
  ytdTax: string;
}

export interface SimulatorForm {
  fiscalYear: string;
  taxCode: string;
  months: MonthInput[];
}

export type SimulatorAction =
  | { type: 'fiscalYear'; value: string }
  | { type: 'taxCode'; value: string }
  | { type: 'monthSalary'; index: number; value: string }
  | { type: 'monthTaxCode'; index: number; value: string }
  | { type: 'monthEnrolled'; index: number; value: boolean }
  | { type: 'monthYtdTax'; index: number; value: string }
  | { type: 'fillSample' }
  | { type: 'clearAll' };

/** Tax codes are uppercased as typed (spec section 5). */
export function upper(code: string): string {
  return code.toUpperCase();
}

function blankMonths(taxCode: string): MonthInput[] {
  return MONTHS.map(() => ({ salary: '', taxCode, enrolled: true, ytdTax: '' }));
}

export function initialSimulatorForm(): SimulatorForm {
  return { fiscalYear: DEFAULT_FISCAL_YEAR, taxCode: DEFAULT_TAX_CODE, months: blankMonths(DEFAULT_TAX_CODE) };
}

/**
 * Sample data: a P45 joiner. April to June are history (pay and tax from the previous job, tax paid to date as on
 * the P45), then £2,000 a month on this payroll (design/paye.md, example E13).
 */
export const SAMPLE_MONTHS: ReadonlyArray<Pick<MonthInput, 'salary' | 'enrolled' | 'ytdTax'>> = MONTHS.map((_, i) =>
  i < 3
    ? { salary: '3000.00', enrolled: false, ytdTax: ['390.20', '780.60', '1171.00'][i] }
    : { salary: '2000.00', enrolled: true, ytdTax: '' },
);

function updateMonth(form: SimulatorForm, index: number, change: Partial<MonthInput>): SimulatorForm {
  return { ...form, months: form.months.map((m, i) => (i === index ? { ...m, ...change } : m)) };
}

export function simulatorReducer(form: SimulatorForm, action: SimulatorAction): SimulatorForm {
  switch (action.type) {
    case 'fiscalYear':
      return { ...form, fiscalYear: action.value };
    case 'taxCode': {
      // Changing the tax code fills all twelve monthly tax codes, uppercased.
      const taxCode = upper(action.value);
      return { ...form, taxCode, months: form.months.map((m) => ({ ...m, taxCode })) };
    }
    case 'monthSalary':
      return updateMonth(form, action.index, { salary: action.value });
    case 'monthTaxCode':
      return updateMonth(form, action.index, { taxCode: upper(action.value) });
    case 'monthEnrolled':
      // An enrolled month's tax paid to date is computed, so its input is emptied (and disabled).
      return updateMonth(form, action.index, action.value ? { enrolled: true, ytdTax: '' } : { enrolled: false });
    case 'monthYtdTax':
      return form.months[action.index]?.enrolled ? form : updateMonth(form, action.index, { ytdTax: action.value });
    case 'fillSample':
      return { ...form, months: SAMPLE_MONTHS.map((s) => ({ ...s, taxCode: form.taxCode })) };
    case 'clearAll':
      // Keeps the chosen fiscal year and tax code; empties every month.
      return { ...form, months: blankMonths(form.taxCode) };
  }
}

function amount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** At least one monthly salary above zero (spec section 5). */
export function hasSalary(form: SimulatorForm): boolean {
  return form.months.some((m) => amount(m.salary) > 0);
}

/** The request of spec section 3; blank monthly codes fall back to the main code. */
export function toSimulationRequest(form: SimulatorForm): SimulationRequestDto {
  return {
    fiscalYear: form.fiscalYear,
    taxCode: form.taxCode.trim(),
    monthlySalaries: form.months.map((m) => amount(m.salary)),
    enrollmentStatus: form.months.map((m) => m.enrolled),
    ytdTaxOverrides: form.months.map((m) => (m.enrolled || m.ytdTax.trim() === '' ? null : amount(m.ytdTax))),
    monthlyTaxCodes: form.months.map((m) => (m.taxCode.trim() === '' ? form.taxCode.trim() : m.taxCode.trim())),
  };
}
