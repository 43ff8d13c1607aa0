// Query options of the salary-component catalogue; every mutation invalidates the lists (all filters) it changes.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidate } from '@app/ui';
import type { SalaryComponentTemplateRequest } from '@app/contracts';
import {
  createSalaryComponent,
  deleteSalaryComponent,
  fetchSalaryComponents,
  previewDefaults,
  restoreDefaults,
  setSalaryComponentActive,
  updateSalaryComponent,
  type SalaryComponentFilter,
} from './salaryComponentsApi';

export const salaryComponentKeys = {
  all: ['salary-components'] as const,
  list: (filter: SalaryComponentFilter) => [...salaryComponentKeys.all, 'list', filter.kind ?? 'any', filter.active ?? 'any'] as const,
  defaultsPreview: ['salary-components', 'defaults-preview'] as const,
};

export const salaryComponentQueries = {
  list: (filter: SalaryComponentFilter) =>
    queryOptions({ queryKey: salaryComponentKeys.list(filter), queryFn: () => fetchSalaryComponents(filter), placeholderData: keepPreviousData }),
  /** A POST without effect: what "Restore defaults" would change, fetched fresh each time the dialog opens. */
  defaultsPreview: () => queryOptions({ queryKey: salaryComponentKeys.defaultsPreview, queryFn: previewDefaults, staleTime: 0, gcTime: 0 }),
};

/** Create (no `id`) or update a component. */
export function useSaveSalaryComponent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SalaryComponentTemplateRequest }) => (id ? updateSalaryComponent(id, body) : createSalaryComponent(body)),
    onSuccess: () => invalidate(salaryComponentKeys.all),
  });
}

export function useSetSalaryComponentActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setSalaryComponentActive(id, active),
    onSuccess: () => invalidate(salaryComponentKeys.all),
  });
}

export function useDeleteSalaryComponent() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteSalaryComponent, onSuccess: () => invalidate(salaryComponentKeys.all) });
}

export function useRestoreDefaults() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: restoreDefaults, onSuccess: () => invalidate(salaryComponentKeys.all) });
}
