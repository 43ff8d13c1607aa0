import { api } from '@app/api-client';
import type { AdminCompany, SubscriptionPlanInfo } from '@app/contracts';

export async function fetchCompanies(): Promise<AdminCompany[]> {
  const { data } = await api.get<AdminCompany[]>('/api/admin/companies');
  return Array.isArray(data) ? data : [];
}

export async function fetchSubscriptionPlans(): Promise<SubscriptionPlanInfo[]> {
  const { data } = await api.get<SubscriptionPlanInfo[]>('/api/admin/subscription-plans');
  return Array.isArray(data) ? data : [];
}
