// Salary-component templates: the platform-wide catalogue of pay elements companies copy into their payroll
// (issue 14, /api/admin/salary-component-templates; decisions and HMRC sources in docs/salary-components.md).

export const SALARY_COMPONENT_KINDS = ['payment', 'deduction'] as const;
export type SalaryComponentKind = (typeof SALARY_COMPONENT_KINDS)[number];

/** fixed: an amount; hours_x_rate: hours times an hourly rate; percentage: a percentage of another component. */
export const SALARY_COMPONENT_CALCULATIONS = ['fixed', 'hours_x_rate', 'percentage'] as const;
export type SalaryComponentCalculation = (typeof SALARY_COMPONENT_CALCULATIONS)[number];

/** Which auto-enrolment earnings the component counts toward. */
export const PENSIONABLE_EARNINGS_BASES = ['qualifying', 'pensionable-pay', 'none'] as const;
export type PensionableEarningsBasis = (typeof PENSIONABLE_EARNINGS_BASES)[number];

export const STATUTORY_PAY_TYPES = ['SSP', 'SMP', 'SPP', 'ShPP', 'SAP', 'SPBP'] as const;
export type StatutoryPayType = (typeof STATUTORY_PAY_TYPES)[number];

/** The RTI Full Payment Submission field a component reports in (HMRC RTI data items guide). */
export const FPS_FIELDS = [
  'TaxablePay',
  'PayAfterStatDedns',
  'EmpeePenContribnsPaid',
  'EmpeePenContribnsNotPaid',
  'SMPYTD',
  'SPPYTD',
  'SAPYTD',
  'ShPPYTD',
  'SPBPYTD',
  'StudentLoansTD',
  'PostGradLoansTD',
  'BenefitsTaxedViaPayrollYTD',
  'DednsFromNetPay',
  'NotReported',
] as const;
export type FpsField = (typeof FPS_FIELDS)[number];

export const SALARY_COMPONENT_LIMITS = { codePattern: '^[A-Z0-9_]{2,20}$', nameMax: 100, descriptionMax: 500 } as const;

/** The editable part of a component: POST body, and PUT body (server-owned fields sent along are ignored). */
export interface SalaryComponentTemplateRequest {
  code: string;
  name: string;
  description?: string | null;
  kind: SalaryComponentKind;
  calculation: SalaryComponentCalculation;
  /** Required iff calculation is `percentage`: the code of another component. */
  baseComponentCode?: string | null;
  subjectToIncomeTax: boolean;
  subjectToEmployeeNi: boolean;
  subjectToEmployerNi: boolean;
  pensionable: boolean;
  pensionableEarningsBasis: PensionableEarningsBasis;
  notional: boolean;
  netPayDeduction: boolean;
  isStatutoryPay: boolean;
  /** Required iff isStatutoryPay. */
  statutoryPayType?: StatutoryPayType | null;
  fpsField: FpsField;
  isActive?: boolean;
}

export interface SalaryComponentTemplate extends Required<Omit<SalaryComponentTemplateRequest, 'description' | 'baseComponentCode' | 'statutoryPayType'>> {
  id: string;
  description: string | null;
  baseComponentCode: string | null;
  statutoryPayType: StatutoryPayType | null;
  /** True when the component is one of the shipped UK defaults (by code). */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What "Restore defaults" would do (or did): codes of defaults added, reset to HMRC's treatment, or left as they are. */
export interface SalaryComponentDefaultsPlan {
  added: string[];
  changed: string[];
  unchanged: string[];
}
