// Query options of companies and subscription plans, defined once for the app; company mutations invalidate only the
// company list (plans never change from this screen).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCompany, CompanyBusinessModelRequest, UpdateSubscriptionRequest } from '@app/contracts';
import {
  fetchBusinessModelChoices,
  fetchCompanies,
  fetchCompaniesPage,
  fetchCompanyBusinessModel,
  fetchSubscriptionPlans,
  resetCompany,
  setCompanyBusinessModel,
  toggleCompanyStatus,
  updateSubscription,
} from './companiesApi';
import type { ListRequest } from '@app/ui';

export const companyKeys = {
  list: ['companies'] as const,
  plans: ['subscription-plans'] as const,
  businessModel: (id: string) => ['companies', 'business-model', id] as const,
  businessModels: ['business-models'] as const,
};

export const companyQueries = {
  list: () => queryOptions({ queryKey: companyKeys.list, queryFn: fetchCompanies }),
  /** Under the list's key, so that every company mutation refreshes the page too. */
  page: (r: ListRequest) => queryOptions({ queryKey: [...companyKeys.list, 'page', r] as const, queryFn: () => fetchCompaniesPage(r), placeholderData: keepPreviousData }),
  plans: () => queryOptions({ queryKey: companyKeys.plans, queryFn: fetchSubscriptionPlans }),
  /** Fresh each time the dialog opens. */
  businessModel: (id: string) => queryOptions({ queryKey: companyKeys.businessModel(id), queryFn: () => fetchCompanyBusinessModel(id), staleTime: 0 }),
  businessModels: () => queryOptions({ queryKey: companyKeys.businessModels, queryFn: fetchBusinessModelChoices, staleTime: 0 }),
};

const byName = (list: AdminCompany[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

/** Companies by name (e.g. the user-invitation form's select); empty until loaded or when the load failed. */
export function useCompaniesByName(): AdminCompany[] {
  return useQuery({ ...companyQueries.list(), select: byName }).data ?? [];
}

function useCompanyMutation<TArgs>(mutationFn: (args: TArgs) => Promise<{ message?: string } | undefined>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.list }) });
}

export const useToggleCompanyStatus = () => useCompanyMutation(toggleCompanyStatus);
export const useResetCompany = () => useCompanyMutation(resetCompany);
export const useUpdateSubscription = () =>
  useCompanyMutation(({ id, body }: { id: string; body: UpdateSubscriptionRequest }) => updateSubscription(id, body));

export function useSetCompanyBusinessModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompanyBusinessModelRequest }) => setCompanyBusinessModel(id, body),
    onSuccess: (_, { id }) => client.invalidateQueries({ queryKey: companyKeys.businessModel(id) }),
  });
}
