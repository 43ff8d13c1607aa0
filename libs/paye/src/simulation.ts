import type { MonthlyCalculationDto, SimulationRequestDto, SimulationResponseDto } from '@app/contracts';
import { defaultFiscalYearParameters, findFiscalYearParameters, type FiscalYearParameters } from './fiscalYear';
import { parseHundredths, roundedDiv, toPounds, type Pence } from './money';
import { assertTaxCodeFitsYear, calculatePayeMonth, PERIODS_PER_YEAR } from './payeCalculation';
import { describeTaxCode, InvalidTaxCodeError, normaliseTaxCode, parseTaxCode, type TaxCode } from './taxCode';

export const MONTH_NAMES = [
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'January',
  'February',
  'March',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/**
 * What the engine accepts: the API's request (`SimulationRequestDto`), with read-only lists and the per-month
 * lists optional (absent = all enrolled, no overrides, the main code every month).
 */
export interface SimulationRequest extends Pick<SimulationRequestDto, 'fiscalYear' | 'taxCode'> {
  monthlySalaries: readonly number[];
  enrollmentStatus?: readonly boolean[] | null;
  ytdTaxOverrides?: readonly (number | null)[] | null;
  monthlyTaxCodes?: readonly string[] | null;
}

/** The API's monthly row, with the month name narrowed to the tax year's months. */
export interface MonthlyCalculation extends Omit<MonthlyCalculationDto, 'monthName'> {
  monthName: MonthName;
}

export interface SimulationResponse extends Omit<SimulationResponseDto, 'monthlyCalculations'> {
  monthlyCalculations: MonthlyCalculation[];
}

/** Per request field, the problems found; empty when the request can be simulated. */
export type SimulationRequestProblems = Record<string, string[]>;

export class InvalidSimulationRequestError extends Error {
  override readonly name = 'InvalidSimulationRequestError';

  constructor(readonly problems: SimulationRequestProblems) {
    super(Object.values(problems)[0]?.[0] ?? 'Invalid simulation request');
  }
}

export const NO_SALARY_MESSAGE = 'Please enter at least one salary amount';

interface SimulationMonth {
  code: TaxCode;
  salary: Pence;
  enrolled: boolean;
  taxPaidOverride: Pence | undefined;
}

interface SimulationInput {
  parameters: FiscalYearParameters;
  mainCode: TaxCode;
  months: SimulationMonth[];
}

interface ReadResult {
  input?: SimulationInput;
  problems: SimulationRequestProblems;
  invalidTaxCode?: InvalidTaxCodeError;
}

const MONTHS = MONTH_NAMES.length;
const AMOUNT_RULE = 'must be a number of at least 0 with at most 2 decimals';

function isMonthlyList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value) && value.length === MONTHS;
}

function absent(value: unknown): boolean {
  return value === undefined || value === null;
}

function readSimulationRequest(request: unknown, available: readonly FiscalYearParameters[]): ReadResult {
  const problems: SimulationRequestProblems = {};
  const report = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (typeof request !== 'object' || request === null) {
    report('request', 'Simulation request is required');
    return { problems };
  }
  const { fiscalYear, taxCode, monthlySalaries, enrollmentStatus, ytdTaxOverrides, monthlyTaxCodes } =
    request as Record<keyof SimulationRequest, unknown>;
  let invalidTaxCode: InvalidTaxCodeError | undefined;

  let parameters: FiscalYearParameters | undefined;
  if (typeof fiscalYear !== 'string' || fiscalYear.trim() === '') report('fiscalYear', 'Tax year is required');
  else if (!(parameters = findFiscalYearParameters(fiscalYear, available)))
    report('fiscalYear', `Unknown tax year: ${fiscalYear}`);

  // Months usually repeat one code; parse each distinct text once.
  const parsedCodes = new Map<string, TaxCode>();
  const readCode = (raw: string, field: string, monthName?: MonthName): TaxCode | undefined => {
    try {
      const code = parsedCodes.get(raw) ?? parseTaxCode(raw);
      parsedCodes.set(raw, code);
      if (parameters) assertTaxCodeFitsYear(code, parameters);
      return code;
    } catch (error) {
      if (!(error instanceof InvalidTaxCodeError)) throw error;
      const located = monthName ? error.inMonth(monthName) : error;
      invalidTaxCode ??= located;
      report(field, located.message);
      return undefined;
    }
  };

  let mainCode: TaxCode | undefined;
  if (typeof taxCode !== 'string' || normaliseTaxCode(taxCode) === '') report('taxCode', 'Tax code is required');
  else mainCode = readCode(taxCode, 'taxCode');

  const salaries: (Pence | undefined)[] = [];
  if (!isMonthlyList(monthlySalaries)) report('monthlySalaries', 'Monthly salaries must have 12 entries');
  else
    monthlySalaries.forEach((value, i) => {
      const salary = parseHundredths(value);
      if (salary === undefined) report('monthlySalaries', `Salary in ${MONTH_NAMES[i]} ${AMOUNT_RULE}`);
      salaries.push(salary);
    });
  if (!salaries.some((salary) => salary !== undefined && salary > 0n)) report('monthlySalaries', NO_SALARY_MESSAGE);

  const flagsOk = isMonthlyList(enrollmentStatus) && enrollmentStatus.every((flag) => typeof flag === 'boolean');
  if (!absent(enrollmentStatus) && !flagsOk)
    report('enrollmentStatus', 'Enrollment status must have 12 true/false entries');

  const overrides: (Pence | undefined)[] = [];
  if (!absent(ytdTaxOverrides)) {
    if (!isMonthlyList(ytdTaxOverrides)) report('ytdTaxOverrides', 'Tax paid to date overrides must have 12 entries');
    else
      ytdTaxOverrides.forEach((value, i) => {
        const override = absent(value) ? undefined : parseHundredths(value);
        if (!absent(value) && override === undefined)
          report('ytdTaxOverrides', `Tax paid to date in ${MONTH_NAMES[i]} ${AMOUNT_RULE}`);
        overrides.push(override);
      });
  }

  const codes: (TaxCode | undefined)[] = [];
  const codesOk = isMonthlyList(monthlyTaxCodes) && monthlyTaxCodes.every((c) => absent(c) || typeof c === 'string');
  if (!absent(monthlyTaxCodes) && !codesOk)
    report('monthlyTaxCodes', 'Monthly tax codes must have 12 entries');
  else
    MONTH_NAMES.forEach((monthName, i) => {
      const raw = (monthlyTaxCodes as readonly (string | null)[] | null | undefined)?.[i];
      codes.push(absent(raw) || normaliseTaxCode(raw!) === '' ? mainCode : readCode(raw!, 'monthlyTaxCodes', monthName));
    });

  if (Object.keys(problems).length > 0 || !parameters || !mainCode) return { problems, invalidTaxCode };
  const months = MONTH_NAMES.map((_, i) => ({
    code: codes[i]!,
    salary: salaries[i]!,
    enrolled: isMonthlyList(enrollmentStatus) ? enrollmentStatus[i] === true : true,
    taxPaidOverride: overrides[i],
  }));
  return { input: { parameters, mainCode, months }, problems };
}

/**
 * Problems that make a simulation request unusable, per field (empty object = valid), for a 400 answer.
 * Known tax years are those in `available` (the fiscal-parameters table; the defaults otherwise).
 */
export function validateSimulationRequest(
  request: unknown,
  available: readonly FiscalYearParameters[] = defaultFiscalYearParameters,
): SimulationRequestProblems {
  return readSimulationRequest(request, available).problems;
}

/** Tax on a full year of `yearlyPay` on the month's code, as hundredths of a percent of that pay. */
function projectedTaxRate(yearlyPay: Pence, code: TaxCode, parameters: FiscalYearParameters): bigint {
  if (yearlyPay === 0n) return 0n;
  const { taxDue } = calculatePayeMonth(
    {
      code: code.cumulative ? code : { ...code, cumulative: true },
      month: PERIODS_PER_YEAR,
      pay: yearlyPay,
      payToDate: yearlyPay,
      taxPaidBefore: 0n,
    },
    parameters,
  );
  return roundedDiv(taxDue * 10_000n, yearlyPay);
}

function percent(hundredths: bigint): number {
  return Number(hundredths) / 100;
}

/**
 * Runs the year month by month on HMRC's PAYE method (design/paye.md). Throws InvalidTaxCodeError for
 * the first malformed code (naming the month), InvalidSimulationRequestError for any other problem.
 */
export function simulate(request: SimulationRequest, parameters: FiscalYearParameters): SimulationResponse {
  const { input, problems, invalidTaxCode } = readSimulationRequest(request, [parameters]);
  if (invalidTaxCode) throw invalidTaxCode;
  if (!input) throw new InvalidSimulationRequestError(problems);

  let payToDate = 0n;
  let taxPaid = 0n;
  let totalTax = 0n;
  let lastEnrolledRate = 0n;
  const monthlyCalculations = input.months.map((month, i): MonthlyCalculation => {
    const monthNumber = i + 1;
    payToDate += month.salary;
    const projectedYearlySalary = roundedDiv(payToDate * BigInt(PERIODS_PER_YEAR), BigInt(monthNumber));
    const rate = projectedTaxRate(projectedYearlySalary, month.code, parameters);
    const row = (
      isHistoryLine: boolean,
      adjustment: Pence,
      taxable: Pence,
      taxDue: Pence,
      tax: Pence,
    ): MonthlyCalculation => ({
      isHistoryLine,
      monthName: MONTH_NAMES[i],
      monthNumber,
      taxCode: month.code.text,
      monthlySalary: toPounds(month.salary),
      cumulativeSalary: toPounds(payToDate),
      cumulativeDeduction: toPounds(adjustment),
      cumulativeTaxableIncome: toPounds(taxable),
      projectedYearlySalary: toPounds(projectedYearlySalary),
      projectedTaxRate: percent(rate),
      taxEstimation: toPounds(taxDue),
      cumulativeTaxPaid: toPounds(taxPaid),
      monthlyTaxDeduction: toPounds(tax > 0n ? tax : 0n),
      potentialRefund: toPounds(tax < 0n ? -tax : 0n),
    });

    if (!month.enrolled) {
      if (month.taxPaidOverride !== undefined) taxPaid = month.taxPaidOverride;
      return row(true, 0n, 0n, 0n, 0n);
    }
    const result = calculatePayeMonth(
      { code: month.code, month: monthNumber, pay: month.salary, payToDate, taxPaidBefore: taxPaid },
      parameters,
    );
    taxPaid = result.taxPaidToDate;
    totalTax += result.tax;
    lastEnrolledRate = rate;
    return row(false, result.payAdjustment, result.taxablePay, result.taxDue, result.tax);
  });

  return {
    projectedTaxRate: percent(lastEnrolledRate),
    totalTaxDeduction: toPounds(totalTax),
    processedTaxCode: input.mainCode.text,
    taxCodeType: describeTaxCode(input.mainCode),
    monthlyCalculations,
  };
}
