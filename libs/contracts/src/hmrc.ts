// API types of the hmrc module's admin screens (income tax simulator, expense categories, fiscal parameters),
// shared by services/hmrc and mf-hmrc. Field names follow spec section 3 exactly (cT600BoxNumber, ...).

/** Spec section 3 "Expense category". */
export interface ExpenseCategoryDto {
  id: string;
  name: string;
  description: string;
  /** CT600 box the category's amounts feed, e.g. "155"; null = no box (e.g. disallowable). */
  cT600BoxNumber: string | null;
  cT600Description: string | null;
  isActive: boolean;
}

/** POST /api/expensecategory and PUT /api/expensecategory/{id}. */
export interface ExpenseCategoryInput {
  name: string;
  description: string;
  cT600BoxNumber?: string | null;
  /** Optional: defaults to the CT600 form's wording for a known box. */
  cT600Description?: string | null;
  isActive?: boolean;
}

/** Spec section 3 "Simulation request". fiscalYear is '25-26' (or '2025-26'). */
export interface SimulationRequestDto {
  fiscalYear: string;
  /** The main code; a blank monthly code falls back to it. */
  taxCode: string;
  /** 12 amounts, April..March, at most 2 decimals. */
  monthlySalaries: number[];
  /** 12 flags; false = history month (pay from before this payroll, e.g. a P45). */
  enrollmentStatus: boolean[];
  /** Tax paid to date at the end of a non-enrolled month; null = unchanged / enrolled month. */
  ytdTaxOverrides: (number | null)[];
  /** 12 codes; blank = the main taxCode. */
  monthlyTaxCodes: string[];
}

/** One row of the monthly breakdown (meanings: design/paye.md section 0). */
export interface MonthlyCalculationDto {
  isHistoryLine: boolean;
  /** 'April' .. 'March' (the tax year's months in order). */
  monthName: string;
  monthNumber: number;
  taxCode: string;
  monthlySalary: number;
  cumulativeSalary: number;
  cumulativeDeduction: number;
  cumulativeTaxableIncome: number;
  projectedYearlySalary: number;
  projectedTaxRate: number;
  taxEstimation: number;
  cumulativeTaxPaid: number;
  monthlyTaxDeduction: number;
  potentialRefund: number;
}

/** Spec section 3 "Simulation response". */
export interface SimulationResponseDto {
  projectedTaxRate: number;
  totalTaxDeduction: number;
  processedTaxCode: string;
  taxCodeType: string;
  monthlyCalculations: MonthlyCalculationDto[];
}

export type TaxRegionKey = 'restOfUk' | 'wales' | 'scotland';

export interface TaxBandDto {
  name: string;
  /** Bandwidth in whole pounds of annual taxable pay; null for the open-ended top band (the last one). */
  width: number | null;
  /** Percent, at most 2 decimals. */
  ratePercent: number;
}

export interface RateTableDto {
  /** Lowest first (HMRC tax table routines, Appendix A/B). */
  bands: TaxBandDto[];
  /** Index of the basic-rate (20%) band: BR uses it, Dn uses band index + 1 + n. */
  basicRateBandIndex: number;
}

/** GET /api/fiscalparameters (a list of these) and the answer of PUT/POST. */
export interface FiscalYearParametersDto {
  /** '2025-26' */
  taxYear: string;
  /** '25-26', the simulator's fiscal year value. */
  shortLabel: string;
  /** ISO dates, 6 April .. 5 April. */
  startDate: string;
  endDate: string;
  personalAllowance: number;
  /** Adjusted net income above which the allowance tapers; PAYE leaves the taper to HMRC's choice of code. */
  personalAllowanceTaperThreshold: number;
  emergencyTaxCode: string;
  /** Overriding limit: tax deducted in a period may not exceed this share of the period's pay. */
  regulatoryLimitPercent: number;
  rateTables: Record<TaxRegionKey, RateTableDto>;
  updatedAt: string;
}

/** PUT /api/fiscalparameters/{taxYear}: everything but the derived labels and dates. */
export interface FiscalYearParametersInput {
  personalAllowance: number;
  personalAllowanceTaperThreshold: number;
  emergencyTaxCode: string;
  regulatoryLimitPercent: number;
  rateTables: Record<TaxRegionKey, RateTableDto>;
}

/** POST /api/fiscalparameters: a new tax year ('2027-28'). */
export interface NewFiscalYearParametersInput extends FiscalYearParametersInput {
  taxYear: string;
}

/** One field of a year as it was before and after a change; rate tables are compared per region. */
export interface FiscalParameterFieldChange {
  /** 'personalAllowance', 'personalAllowanceTaperThreshold', 'emergencyTaxCode', 'regulatoryLimitPercent',
   * 'rateTables.restOfUk', 'rateTables.wales' or 'rateTables.scotland'. */
  field: string;
  /** null on a created year's entry when it was not copied from another year. */
  before: number | string | RateTableDto | null;
  after: number | string | RateTableDto;
}

/** GET /api/fiscalparameters/{taxYear}/history: newest first. */
export interface FiscalParameterChangeDto {
  id: string;
  taxYear: string;
  action: 'created' | 'updated';
  /** The year a created year was copied from (its figures are the "before" of the entry), else null. */
  copiedFrom: string | null;
  changedAt: string;
  changedBy: string;
  changes: FiscalParameterFieldChange[];
}

// Tax-year rules the server enforces and the screen shows, defined once.

/** The tax year after '2026-27': '2027-28' (years are added in this order). */
export function nextTaxYear(taxYear: string): string {
  const start = Number(taxYear.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The calendar date in the UK ('2027-04-06' from 23:30 UTC on 5 April, BST): tax years start on 6 April, UK time. */
export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
