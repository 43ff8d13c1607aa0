// Pure pricing rules (amounts, lookup keys). Stripe amounts are integer pence; the API speaks pounds.

/** True when `value` has at most 2 decimal places (19.99 yes, 19.999 no), tolerant of binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function toPounds(pence: number): number {
  return pence / 100;
}

/** Versioned lookup keys of a pricing version's two prices. */
export function lookupKeys(version: number): { base: string; perEmployee: string } {
  return { base: `base_monthly_v${version}`, perEmployee: `per_employee_monthly_v${version}` };
}

/** Monthly amount in pounds of a subscription: base x 1 + per-employee x count. */
export function monthlyAmount(baseAmountPence: number, perEmployeeAmountPence: number, employeeCount: number): number {
  return toPounds(baseAmountPence + perEmployeeAmountPence * employeeCount);
}
