// Pure rules of the Companies screen.
import { SubscriptionPlan } from '@app/contracts';
import { messages } from '../../messages';

/** Rows per page of the list (client-side paging through the shared Pager). */
export const LIST_PAGE_SIZE = 50;

const m = messages.companies;

export interface SubscriptionForm {
  /** 'Standard' | 'Premium' | '' (not chosen). */
  plan: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD or '' (unlimited). */
  endDate: string;
}

export function planKey(plan: SubscriptionPlan | number): 'Standard' | 'Premium' {
  return plan === SubscriptionPlan.Premium ? 'Premium' : 'Standard';
}

/** The YYYY-MM-DD of an ISO timestamp (UTC date, as stored), or ''. */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** Plan required, start date required, end date optional but not before the start date. */
export function subscriptionProblems(form: SubscriptionForm): Partial<Record<keyof SubscriptionForm, string>> {
  const problems: Partial<Record<keyof SubscriptionForm, string>> = {};
  if (form.plan !== 'Standard' && form.plan !== 'Premium') problems.plan = m.subscriptionPlanRequired;
  if (!form.startDate) problems.startDate = m.subscriptionStartRequired;
  if (form.startDate && form.endDate && form.endDate < form.startDate) problems.endDate = m.subscriptionEndBeforeStart;
  return problems;
}

/** The second step of a reset: the typed name must be exactly the company's name. */
export function resetNameMatches(typed: string, companyName: string): boolean {
  return typed === companyName;
}
