import { api } from '@app/api-client';
import type { ExpenseCategoryDto, ExpenseCategoryInput, MessageResponse } from '@app/contracts';

const BASE = '/api/expensecategory';

export async function fetchExpenseCategories(): Promise<ExpenseCategoryDto[]> {
  const { data } = await api.get<ExpenseCategoryDto[]>(BASE);
  return Array.isArray(data) ? data : [];
}

export async function saveExpenseCategory(id: string | null, input: ExpenseCategoryInput): Promise<ExpenseCategoryDto> {
  const { data } = id ? await api.put<ExpenseCategoryDto>(`${BASE}/${id}`, input) : await api.post<ExpenseCategoryDto>(BASE, input);
  return data;
}

export async function deleteExpenseCategory(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

export async function seedExpenseCategories(): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${BASE}/seed`);
  return data;
}

export async function updateCt600Mappings(): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${BASE}/update-categories`);
  return data;
}
