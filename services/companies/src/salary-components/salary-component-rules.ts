// Pure rules of the salary-component catalogue: the shipped UK default set (HMRC's treatment of each pay element,
// sourced in docs/salary-components.md), the consistency rules between fields, and the "Restore defaults" plan.
import type { SalaryComponentDefaultsPlan, SalaryComponentTemplateRequest, StatutoryPayType } from '@app/contracts';

export const SALARY_COMPONENT_NOT_FOUND = 'Salary component not found';

export const SALARY_COMPONENT_MESSAGES = {
  codeInvalid: 'Code must be 2 to 20 letters, digits or underscores (e.g. BASIC_PAY)',
  codeTaken: 'A salary component with this code already exists',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  descriptionTooLong: 'Description must be text of at most 500 characters',
  kindInvalid: 'Kind must be payment or deduction',
  calculationInvalid: 'Calculation must be fixed, hours_x_rate or percentage',
  baseRequired: 'A percentage needs the code of the component it is a percentage of',
  baseSelf: 'A component cannot be a percentage of itself',
  baseUnknown: 'The base component does not exist',
  flag: (label: string) => `${label} must be true or false`,
  basisInvalid: 'Pensionable earnings basis must be qualifying, pensionable-pay or none',
  basisNeeded: 'A pensionable component counts toward qualifying earnings or pensionable pay',
  basisNone: 'A component that is not pensionable counts toward no pension earnings (none)',
  deductionNotional: 'A deduction cannot be notional (benefit in kind)',
  netPayOnlyDeduction: 'Only a deduction can be a net pay arrangement deduction',
  statutoryOnlyPayment: 'Statutory pay is a payment, not a deduction',
  statutoryTypeRequired: 'Choose the statutory payment (SSP, SMP, SPP, ShPP, SAP or SPBP)',
  statutoryTypeUnexpected: 'A statutory payment type is only set when the component is statutory pay',
  statutoryTypeInvalid: 'Statutory payment type must be SSP, SMP, SPP, ShPP, SAP or SPBP',
  fpsInvalid: 'FPS field must be one of the RTI Full Payment Submission fields listed',
  inUse: (models: string[]) => `This component is used by ${models.join(', ')}: deactivate it instead of deleting it`,
} as const;

/** The treatment of a component: every field the defaults fix (the code is the key). */
export type ComponentTreatment = Required<Omit<SalaryComponentTemplateRequest, 'isActive' | 'description' | 'baseComponentCode' | 'statutoryPayType'>> & {
  description: string | null;
  baseComponentCode: string | null;
  statutoryPayType: StatutoryPayType | null;
};

/** Codes are stored upper-case; uniqueness is case-insensitive (unique index on lower(code)). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

type Flags = Pick<
  ComponentTreatment,
  'subjectToIncomeTax' | 'subjectToEmployeeNi' | 'subjectToEmployerNi' | 'pensionable' | 'pensionableEarningsBasis' | 'notional' | 'netPayDeduction'
>;
/** Earnings: taxable, Class 1 NI both sides, counting toward qualifying earnings. */
const EARNINGS: Flags = {
  subjectToIncomeTax: true,
  subjectToEmployeeNi: true,
  subjectToEmployerNi: true,
  pensionable: true,
  pensionableEarningsBasis: 'qualifying',
  notional: false,
  netPayDeduction: false,
};
/** Neither taxed nor NI-able nor pensionable (a deduction from net pay, or an exempt reimbursement). */
const NEUTRAL: Flags = {
  subjectToIncomeTax: false,
  subjectToEmployeeNi: false,
  subjectToEmployerNi: false,
  pensionable: false,
  pensionableEarningsBasis: 'none',
  notional: false,
  netPayDeduction: false,
};

const payment = (code: string, name: string, description: string, flags: Flags, extra: Partial<ComponentTreatment> = {}): ComponentTreatment => ({
  code,
  name,
  description,
  kind: 'payment',
  calculation: 'fixed',
  baseComponentCode: null,
  isStatutoryPay: false,
  statutoryPayType: null,
  fpsField: 'TaxablePay',
  ...flags,
  ...extra,
});
const deduction = (code: string, name: string, description: string, flags: Flags, extra: Partial<ComponentTreatment> = {}): ComponentTreatment => ({
  ...payment(code, name, description, flags, extra),
  kind: 'deduction',
  ...extra,
});
const statutory = (type: StatutoryPayType, name: string, fpsField: ComponentTreatment['fpsField']): ComponentTreatment =>
  payment(type.toUpperCase(), name, `${name}: taxable and NI-able like salary; counts toward qualifying earnings`, EARNINGS, {
    isStatutoryPay: true,
    statutoryPayType: type,
    fpsField,
  });

/**
 * The shipped UK set (tax year 2026-27), in display order. Each row's treatment is HMRC's (sources per row in
 * docs/salary-components.md). For a deduction the tax/NI flags say whether it is taken before tax/NI (reduces the
 * taxable / NI-able pay); a deduction with every flag false is taken from net pay.
 */
export const DEFAULT_SALARY_COMPONENTS: readonly ComponentTreatment[] = [
  payment('BASIC_PAY', 'Basic pay', 'Contractual salary or wages', EARNINGS),
  payment('OVERTIME', 'Overtime', 'Hours worked beyond contract, paid at an hourly rate', EARNINGS, { calculation: 'hours_x_rate' }),
  payment('BONUS', 'Bonus', 'Discretionary or contractual bonus', EARNINGS),
  payment('COMMISSION', 'Commission', 'Sales commission', EARNINGS),
  payment('HOLIDAY_PAY', 'Holiday pay', 'Pay for statutory and contractual leave, including payment in lieu on leaving', EARNINGS),
  statutory('SSP', 'Statutory Sick Pay', 'TaxablePay'),
  statutory('SMP', 'Statutory Maternity Pay', 'SMPYTD'),
  statutory('SPP', 'Statutory Paternity Pay', 'SPPYTD'),
  statutory('ShPP', 'Statutory Shared Parental Pay', 'ShPPYTD'),
  statutory('SAP', 'Statutory Adoption Pay', 'SAPYTD'),
  statutory('SPBP', 'Statutory Parental Bereavement Pay', 'SPBPYTD'),
  deduction('SAL_SAC_PENSION', 'Salary sacrifice pension', 'Pay given up for an employer pension contribution: reduces taxable and NI-able pay', {
    ...NEUTRAL,
    subjectToIncomeTax: true,
    subjectToEmployeeNi: true,
    subjectToEmployerNi: true,
  }, { fpsField: 'NotReported' }),
  deduction('NET_PAY_PENSION', 'Pension (net pay arrangement)', 'Employee contribution taken before tax (not before NI)', {
    ...NEUTRAL,
    subjectToIncomeTax: true,
    netPayDeduction: true,
  }, { calculation: 'percentage', baseComponentCode: 'BASIC_PAY', fpsField: 'EmpeePenContribnsPaid' }),
  deduction('RAS_PENSION', 'Pension (relief at source)', 'Employee contribution taken from net pay; the scheme claims basic-rate relief', NEUTRAL, {
    calculation: 'percentage',
    baseComponentCode: 'BASIC_PAY',
    fpsField: 'EmpeePenContribnsNotPaid',
  }),
  deduction('STUDENT_LOAN', 'Student loan', 'Plan 1, 2, 4 or 5 repayment, taken from net pay', NEUTRAL, { fpsField: 'StudentLoansTD' }),
  deduction('POSTGRAD_LOAN', 'Postgraduate loan', 'Postgraduate loan repayment, taken from net pay', NEUTRAL, { fpsField: 'PostGradLoansTD' }),
  deduction('ATTACHMENT_ORDER', 'Attachment of earnings', 'Court or council order, taken from net pay', NEUTRAL, { fpsField: 'DednsFromNetPay' }),
  payment('PAYROLLED_BENEFIT', 'Payrolled benefits', 'Cash equivalent of a benefit in kind taxed through payroll: Class 1A NI, not Class 1', {
    ...NEUTRAL,
    subjectToIncomeTax: true,
    notional: true,
  }, { fpsField: 'BenefitsTaxedViaPayrollYTD' }),
  payment('EXPENSES', 'Expenses reimbursed', 'Business expenses repaid at cost: exempt from tax and NI', NEUTRAL, { fpsField: 'NotReported' }),
];

const DEFAULTS_BY_CODE = new Map(DEFAULT_SALARY_COMPONENTS.map((d) => [d.code, d]));

export const defaultFor = (code: string): ComponentTreatment | undefined => DEFAULTS_BY_CODE.get(normaliseCode(code));

const TREATMENT_FIELDS = Object.keys(DEFAULT_SALARY_COMPONENTS[0]) as Array<keyof ComponentTreatment>;

/** True when `component` has exactly its default's treatment (name, description and flags). */
export function matchesDefault(component: ComponentTreatment, preset: ComponentTreatment): boolean {
  return TREATMENT_FIELDS.every((f) => (component[f] ?? null) === (preset[f] ?? null));
}

/** What "Restore defaults" does given the stored components: missing defaults added, changed ones reset. */
export function defaultsPlan(stored: readonly ComponentTreatment[]): SalaryComponentDefaultsPlan {
  const byCode = new Map(stored.map((c) => [normaliseCode(c.code), c]));
  const plan: SalaryComponentDefaultsPlan = { added: [], changed: [], unchanged: [] };
  for (const preset of DEFAULT_SALARY_COMPONENTS) {
    const current = byCode.get(preset.code);
    if (!current) plan.added.push(preset.code);
    else if (matchesDefault(current, preset)) plan.unchanged.push(preset.code);
    else plan.changed.push(preset.code);
  }
  return plan;
}

export type ComponentErrors = Partial<Record<keyof ComponentTreatment, string[]>>;

/**
 * Rules between fields (each field alone is checked by the DTO). `baseExists` tells whether the base component
 * code names a stored component.
 */
export function consistencyErrors(c: ComponentTreatment, baseExists: boolean): ComponentErrors {
  const errors: ComponentErrors = {};
  const add = (field: keyof ComponentTreatment, message: string) => (errors[field] ??= []).push(message);
  if (c.calculation === 'percentage') {
    if (!c.baseComponentCode) add('baseComponentCode', SALARY_COMPONENT_MESSAGES.baseRequired);
    else if (normaliseCode(c.baseComponentCode) === normaliseCode(c.code)) add('baseComponentCode', SALARY_COMPONENT_MESSAGES.baseSelf);
    else if (!baseExists) add('baseComponentCode', SALARY_COMPONENT_MESSAGES.baseUnknown);
  }
  if (c.pensionable && c.pensionableEarningsBasis === 'none') add('pensionableEarningsBasis', SALARY_COMPONENT_MESSAGES.basisNeeded);
  if (!c.pensionable && c.pensionableEarningsBasis !== 'none') add('pensionableEarningsBasis', SALARY_COMPONENT_MESSAGES.basisNone);
  if (c.kind === 'deduction' && c.notional) add('notional', SALARY_COMPONENT_MESSAGES.deductionNotional);
  if (c.kind === 'payment' && c.netPayDeduction) add('netPayDeduction', SALARY_COMPONENT_MESSAGES.netPayOnlyDeduction);
  if (c.kind === 'deduction' && c.isStatutoryPay) add('isStatutoryPay', SALARY_COMPONENT_MESSAGES.statutoryOnlyPayment);
  if (c.isStatutoryPay && !c.statutoryPayType) add('statutoryPayType', SALARY_COMPONENT_MESSAGES.statutoryTypeRequired);
  if (!c.isStatutoryPay && c.statutoryPayType) add('statutoryPayType', SALARY_COMPONENT_MESSAGES.statutoryTypeUnexpected);
  return errors;
}
