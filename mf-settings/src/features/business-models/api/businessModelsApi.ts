import { api } from '@app/api-client';
import { expectList, expectPage, listQuery } from '@app/ui';
import type {
  AdminCompany,
  BusinessModelCompaniesPage,
  BusinessModelCompanyDto,
  BusinessModelDto,
  BusinessModelRequest,
  ExpenseCategoryDto,
  MessageResponse,
  SalaryComponentTemplate,
} from '@app/contracts';

const BASE = '/api/admin/business-models';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function fetchBusinessModels(): Promise<BusinessModelDto[]> {
  return expectList<BusinessModelDto>(BASE, (await api.get<unknown>(BASE)).data);
}

export async function createBusinessModel(body: BusinessModelRequest): Promise<BusinessModelDto> {
  return (await api.post<BusinessModelDto>(BASE, body)).data;
}

export async function updateBusinessModel(id: string, body: BusinessModelRequest): Promise<BusinessModelDto> {
  return (await api.put<BusinessModelDto>(one(id), body)).data;
}

export async function deleteBusinessModel(id: string): Promise<MessageResponse> {
  return (await api.delete<MessageResponse>(one(id))).data;
}

export async function makeDefaultBusinessModel(id: string): Promise<BusinessModelDto> {
  return (await api.post<BusinessModelDto>(`${one(id)}/default`)).data;
}

export async function fetchModelCompanies(id: string, page: number, pageSize: number): Promise<BusinessModelCompaniesPage> {
  const url = `${one(id)}/companies`;
  return expectPage<BusinessModelCompanyDto>(url, (await api.get<unknown>(url, { params: { page, pageSize } })).data);
}

export async function assignBusinessModel(id: string, companyIds: string[]): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(`${one(id)}/companies`, { companyIds })).data;
}

/** The choices of the form: the salary-component catalogue and the expense categories. */
export async function fetchSalaryComponentChoices(): Promise<SalaryComponentTemplate[]> {
  const url = '/api/admin/salary-component-templates';
  return expectList<SalaryComponentTemplate>(url, (await api.get<unknown>(url)).data);
}

export async function fetchExpenseCategoryChoices(): Promise<ExpenseCategoryDto[]> {
  const url = '/api/expensecategory';
  return expectList<ExpenseCategoryDto>(url, (await api.get<unknown>(url)).data);
}

/** Companies to assign: the first `limit` whose name contains `search`, by name (searched on the server). */
export async function fetchCompanyChoices(search: string, limit: number): Promise<AdminCompany[]> {
  const url = '/api/admin/companies';
  const params = listQuery({ page: 1, pageSize: limit, sort: 'name', search, status: '' });
  return expectPage<AdminCompany>(url, (await api.get<unknown>(url, { params })).data).items;
}
