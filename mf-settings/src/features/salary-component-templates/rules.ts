// The salary-component form's values and their request; pure.
import type { SalaryComponentTemplate, SalaryComponentTemplateRequest, StatutoryPayType } from '@app/contracts';

/** The request's fields as the form holds them: every field present, blanks as '' instead of null. */
export type SalaryComponentFormValues = Required<Omit<SalaryComponentTemplateRequest, 'description' | 'baseComponentCode' | 'statutoryPayType'>> & {
  description: string;
  baseComponentCode: string;
  statutoryPayType: StatutoryPayType | '';
};

export type SalaryComponentField = keyof SalaryComponentFormValues;
export type FieldErrors = Partial<Record<SalaryComponentField, string>>;

/** A new component starts as taxable, NI-able, pensionable earnings paid as a fixed amount. */
export function emptyForm(): SalaryComponentFormValues {
  return {
    code: '',
    name: '',
    description: '',
    kind: 'payment',
    calculation: 'fixed',
    baseComponentCode: '',
    subjectToIncomeTax: true,
    subjectToEmployeeNi: true,
    subjectToEmployerNi: true,
    pensionable: true,
    pensionableEarningsBasis: 'qualifying',
    notional: false,
    netPayDeduction: false,
    isStatutoryPay: false,
    statutoryPayType: '',
    fpsField: 'TaxablePay',
    isActive: true,
  };
}

export function formFrom(c: SalaryComponentTemplate): SalaryComponentFormValues {
  return {
    ...emptyForm(),
    ...c,
    description: c.description ?? '',
    baseComponentCode: c.baseComponentCode ?? '',
    statutoryPayType: c.statutoryPayType ?? '',
  };
}

/**
 * Applies one change and keeps the dependent fields coherent the way the server's rules want them: a component that
 * stops being pensionable counts toward nothing, a deduction cannot be notional or statutory pay, a payment is not a
 * net pay deduction, the statutory type goes with statutory pay, the base with a percentage.
 */
export function withChange<K extends SalaryComponentField>(values: SalaryComponentFormValues, key: K, value: SalaryComponentFormValues[K]): SalaryComponentFormValues {
  const next = { ...values, [key]: value };
  if (key === 'pensionable') next.pensionableEarningsBasis = value ? (values.pensionableEarningsBasis === 'none' ? 'qualifying' : values.pensionableEarningsBasis) : 'none';
  if (key === 'kind' && value === 'deduction') Object.assign(next, { notional: false, isStatutoryPay: false, statutoryPayType: '' });
  if (key === 'kind' && value === 'payment') next.netPayDeduction = false;
  if (key === 'isStatutoryPay' && !value) next.statutoryPayType = '';
  if (key === 'calculation' && value !== 'percentage') next.baseComponentCode = '';
  return next;
}

export function toRequest(v: SalaryComponentFormValues): SalaryComponentTemplateRequest {
  return {
    ...v,
    code: v.code.trim().toUpperCase(),
    name: v.name.trim(),
    description: v.description.trim() || null,
    baseComponentCode: v.calculation === 'percentage' ? v.baseComponentCode || null : null,
    statutoryPayType: v.isStatutoryPay ? v.statutoryPayType || null : null,
  };
}

/** The server's per-field errors that belong to a form field (the rest become the general message). */
export function formErrors(fromServer: Record<string, string>): FieldErrors {
  const fields = Object.keys(emptyForm());
  return Object.fromEntries(Object.entries(fromServer).filter(([f]) => fields.includes(f))) as FieldErrors;
}
