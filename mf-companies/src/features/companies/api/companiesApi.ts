import { api } from '@app/api-client';
import type {
  AdminCompany,
  BusinessModelDto,
  CompanyBusinessModelDto,
  CompanyBusinessModelRequest,
  MessageResponse,
  PagedList,
  SubscriptionPlanInfo,
  UpdateSubscriptionRequest,
} from '@app/contracts';
import { expectList, expectObject, expectPage, listQuery, type ListRequest } from '@app/ui';

const COMPANIES = '/api/admin/companies';
const PLANS = '/api/admin/subscription-plans';

export async function fetchCompanies(): Promise<AdminCompany[]> {
  return expectList<AdminCompany>(COMPANIES, (await api.get<unknown>(COMPANIES)).data);
}

/** One page of companies, searched, filtered and sorted on the server. */
export async function fetchCompaniesPage(r: ListRequest): Promise<PagedList<AdminCompany>> {
  return expectPage<AdminCompany>(COMPANIES, (await api.get<unknown>(COMPANIES, { params: listQuery(r) })).data);
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

export async function fetchCompanyBusinessModel(id: string): Promise<CompanyBusinessModelDto> {
  const url = companyPath(id, 'business-model');
  return expectObject<CompanyBusinessModelDto>(url, (await api.get<unknown>(url)).data, ['businessModelId', 'features']);
}

export async function setCompanyBusinessModel(id: string, body: CompanyBusinessModelRequest): Promise<CompanyBusinessModelDto> {
  return (await api.put<CompanyBusinessModelDto>(companyPath(id, 'business-model'), body)).data;
}

/** The models to choose from (managed on the Business Models screen). */
export async function fetchBusinessModelChoices(): Promise<BusinessModelDto[]> {
  const url = '/api/admin/business-models';
  return expectList<BusinessModelDto>(url, (await api.get<unknown>(url)).data);
}
