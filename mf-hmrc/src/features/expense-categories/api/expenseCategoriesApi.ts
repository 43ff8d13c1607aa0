import { api } from '@app/api-client';
import type { ExpenseCategoryDto, ExpenseCategoryInput, MessageResponse } from '@app/contracts';
import { expectList, expectObject } from '@app/ui';

const BASE = '/api/expensecategory';

export async function fetchExpenseCategories(): Promise<ExpenseCategoryDto[]> {
  return expectList<ExpenseCategoryDto>(BASE, (await api.get<unknown>(BASE)).data);
}

export async function saveExpenseCategory(id: string | null, input: ExpenseCategoryInput): Promise<ExpenseCategoryDto> {
  const { data } = id ? await api.put<ExpenseCategoryDto>(`${BASE}/${id}`, input) : await api.post<ExpenseCategoryDto>(BASE, input);
  return data;
}

export async function deleteExpenseCategory(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

export async function seedExpenseCategories(): Promise<MessageResponse> {
  const url = `${BASE}/seed`;
  return expectObject<MessageResponse>(url, (await api.post<unknown>(url)).data, ['message']);
}

export async function updateCt600Mappings(): Promise<MessageResponse> {
  const url = `${BASE}/update-categories`;
  return expectObject<MessageResponse>(url, (await api.post<unknown>(url)).data, ['message']);
}
