import { api } from '@app/api-client';
import type { AdminCompany, MessageResponse, SubscriptionPlanInfo, UpdateSubscriptionRequest } from '@app/contracts';

export async function fetchCompanies(): Promise<AdminCompany[]> {
  const { data } = await api.get<AdminCompany[]>('/api/admin/companies');
  return Array.isArray(data) ? data : [];
}

export async function fetchSubscriptionPlans(): Promise<SubscriptionPlanInfo[]> {
  const { data } = await api.get<SubscriptionPlanInfo[]>('/api/admin/subscription-plans');
  return Array.isArray(data) ? data : [];
}

const companyPath = (id: string, action: string) => `/api/admin/companies/${encodeURIComponent(id)}/${action}`;

export async function toggleCompanyStatus(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(companyPath(id, 'toggle-status'));
  return data;
}

export async function resetCompany(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(companyPath(id, 'reset'));
  return data;
}

export async function updateSubscription(id: string, body: UpdateSubscriptionRequest): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(companyPath(id, 'update-subscription'), body);
  return data;
}
