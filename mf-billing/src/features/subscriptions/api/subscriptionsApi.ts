import { api } from '@app/api-client';
import { expectObject, expectPage } from '@app/ui';
import {
  STRIPE_ROUTES,
  type CancelSubscriptionAnswer,
  type CreateSubscriptionRequest,
  type SubscriptionOverviewRow,
  type SubscriptionStatus,
  type SyncEmployeeCountAnswer,
} from '@app/contracts';

const JSON_BODY = { headers: { 'Content-Type': 'application/json' } };

/** One page of the overview, searched and paged on the server. */
export async function fetchSubscriptionOverview(page: number, pageSize: number, search: string) {
  const url = STRIPE_ROUTES.subscriptions;
  const params = search ? { page, pageSize, search } : { page, pageSize };
  return expectPage<SubscriptionOverviewRow>(url, (await api.get<unknown>(url, { params })).data);
}

export async function fetchSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus> {
  const url = STRIPE_ROUTES.subscriptionStatus(subscriptionId);
  return expectObject<SubscriptionStatus>(url, (await api.get<unknown>(url)).data, ['subscriptionId', 'status', 'employeeCount', 'monthlyAmount']);
}

export async function createSubscription(body: CreateSubscriptionRequest): Promise<SubscriptionStatus> {
  const url = STRIPE_ROUTES.createSubscription;
  return expectObject<SubscriptionStatus>(url, (await api.post<unknown>(url, body)).data, ['subscriptionId', 'status']);
}

/** Spec section 7: the body is the reason as a JSON string. */
export async function cancelSubscription(subscriptionId: string, reason: string): Promise<CancelSubscriptionAnswer> {
  const url = STRIPE_ROUTES.cancelSubscription(subscriptionId);
  return expectObject<CancelSubscriptionAnswer>(url, (await api.post<unknown>(url, JSON.stringify(reason), JSON_BODY)).data, ['subscriptionId']);
}

/** Spec section 7: the body is the company id as a JSON value. */
export async function syncEmployeeCount(companyId: string): Promise<SyncEmployeeCountAnswer> {
  const url = STRIPE_ROUTES.syncEmployeeCount;
  return expectObject<SyncEmployeeCountAnswer>(url, (await api.post<unknown>(url, JSON.stringify(companyId), JSON_BODY)).data, ['employeeCount']);
}
