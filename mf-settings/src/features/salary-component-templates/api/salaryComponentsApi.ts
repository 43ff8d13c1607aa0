import { api } from '@app/api-client';
import { expectList, expectObject } from '@app/ui';
import type { MessageResponse, SalaryComponentDefaultsPlan, SalaryComponentTemplate, SalaryComponentTemplateRequest } from '@app/contracts';

const BASE = '/api/admin/salary-component-templates';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface SalaryComponentFilter {
  kind?: 'payment' | 'deduction';
  active?: boolean;
}

export async function fetchSalaryComponents(filter: SalaryComponentFilter): Promise<SalaryComponentTemplate[]> {
  const params = { kind: filter.kind, active: filter.active === undefined ? undefined : String(filter.active) };
  return expectList<SalaryComponentTemplate>(BASE, (await api.get<unknown>(BASE, { params })).data);
}

export async function createSalaryComponent(body: SalaryComponentTemplateRequest): Promise<SalaryComponentTemplate> {
  return (await api.post<SalaryComponentTemplate>(BASE, body)).data;
}

export async function updateSalaryComponent(id: string, body: SalaryComponentTemplateRequest): Promise<SalaryComponentTemplate> {
  return (await api.put<SalaryComponentTemplate>(one(id), body)).data;
}

export async function setSalaryComponentActive(id: string, active: boolean): Promise<void> {
  await api.post(`${one(id)}/${active ? 'activate' : 'deactivate'}`);
}

export async function deleteSalaryComponent(id: string): Promise<MessageResponse> {
  return (await api.delete<MessageResponse>(one(id))).data;
}

const isPlan = ['added', 'changed', 'unchanged'] as const;

export async function previewDefaults(): Promise<SalaryComponentDefaultsPlan> {
  const url = `${BASE}/defaults/preview`;
  return expectObject<SalaryComponentDefaultsPlan>(url, (await api.post<unknown>(url)).data, isPlan);
}

export async function restoreDefaults(): Promise<SalaryComponentDefaultsPlan> {
  const url = `${BASE}/defaults`;
  return expectObject<SalaryComponentDefaultsPlan>(url, (await api.post<unknown>(url)).data, isPlan);
}
