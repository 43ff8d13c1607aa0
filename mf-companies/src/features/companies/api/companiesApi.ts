import { api } from '@app/api-client';
import type { AdminCompany, MessageResponse, SubscriptionPlanInfo, UpdateSubscriptionRequest } from '@app/contracts';
import { expectList } from '@app/ui';

const COMPANIES = '/api/admin/companies';
const PLANS = '/api/admin/subscription-plans';

export async function fetchCompanies(): Promise<AdminCompany[]> {
  return expectList<AdminCompany>(COMPANIES, (await api.get<unknown>(COMPANIES)).data);
}

export async function fetchSubscriptionPlans(): Promise<SubscriptionPlanInfo[]> {
  return expectList<SubscriptionPlanInfo>(PLANS, (await api.get<unknown>(PLANS)).data);
}

const companyPath = (id: string, action: string) => `${COMPANIES}/${encodeURIComponent(id)}/${action}`;

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
