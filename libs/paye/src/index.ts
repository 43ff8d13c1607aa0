export type { Pence } from './money';
export {
  describeTaxCode,
  InvalidTaxCodeError,
  normaliseTaxCode,
  parseTaxCode,
  type AllowanceSuffix,
  type TaxCode,
  type TaxRegion,
} from './taxCode';
export {
  DEFAULT_FISCAL_YEAR,
  DEFAULT_TAX_CODE,
  defaultFiscalYearParameters,
  findFiscalYearParameters,
  fiscalYear2024To25,
  fiscalYear2025To26,
  fiscalYear2026To27,
  type FiscalYearParameters,
  type RateTable,
  type TaxBand,
} from './fiscalYear';
export {
  calculatePayeMonth,
  freePayForOnePeriod,
  taxDueOnTaxablePay,
  type PayeMonthInput,
  type PayeMonthResult,
} from './payeCalculation';
export {
  InvalidSimulationRequestError,
  MONTH_NAMES,
  NO_SALARY_MESSAGE,
  simulate,
  validateSimulationRequest,
  type MonthlyCalculation,
  type MonthName,
  type SimulationRequest,
  type SimulationRequestProblems,
  type SimulationResponse,
} from './simulation';
