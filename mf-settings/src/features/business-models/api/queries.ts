// Query options of the business-model screen; every mutation invalidates the models (counts change too).
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { BusinessModelRequest } from '@app/contracts';
import { useInvalidate } from '@app/ui';
import {
  assignBusinessModel,
  createBusinessModel,
  deleteBusinessModel,
  fetchBusinessModels,
  fetchCompanyChoices,
  fetchExpenseCategoryChoices,
  fetchModelCompanies,
  fetchSalaryComponentChoices,
  makeDefaultBusinessModel,
  updateBusinessModel,
} from './businessModelsApi';

export const businessModelKeys = {
  all: ['business-models'] as const,
  list: ['business-models', 'list'] as const,
  companies: (id: string, page: number, pageSize: number) => ['business-models', 'companies', id, page, pageSize] as const,
  componentChoices: ['business-models', 'choices', 'salary-components'] as const,
  categoryChoices: ['business-models', 'choices', 'expense-categories'] as const,
  companyChoices: (search: string) => ['business-models', 'choices', 'companies', search] as const,
};

export const businessModelQueries = {
  list: () => queryOptions({ queryKey: businessModelKeys.list, queryFn: fetchBusinessModels }),
  companies: (id: string, page: number, pageSize: number) =>
    queryOptions({ queryKey: businessModelKeys.companies(id, page, pageSize), queryFn: () => fetchModelCompanies(id, page, pageSize), placeholderData: keepPreviousData }),
  componentChoices: () => queryOptions({ queryKey: businessModelKeys.componentChoices, queryFn: fetchSalaryComponentChoices }),
  categoryChoices: () => queryOptions({ queryKey: businessModelKeys.categoryChoices, queryFn: fetchExpenseCategoryChoices }),
  companyChoices: (search: string, limit: number) =>
    queryOptions({ queryKey: businessModelKeys.companyChoices(search), queryFn: () => fetchCompanyChoices(search, limit), placeholderData: keepPreviousData }),
};

/** Create (no `id`) or update a model. */
export function useSaveBusinessModel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BusinessModelRequest }) => (id ? updateBusinessModel(id, body) : createBusinessModel(body)),
    onSuccess: () => invalidate(businessModelKeys.all),
  });
}

export function useDeleteBusinessModel() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteBusinessModel, onSuccess: () => invalidate(businessModelKeys.all) });
}

export function useMakeDefaultBusinessModel() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: makeDefaultBusinessModel, onSuccess: () => invalidate(businessModelKeys.all) });
}

export function useAssignBusinessModel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, companyIds }: { id: string; companyIds: string[] }) => assignBusinessModel(id, companyIds),
    onSuccess: () => invalidate(businessModelKeys.all),
  });
}
