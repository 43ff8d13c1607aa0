// Query options of companies and subscription plans, defined once for the app; company mutations invalidate only the
// company list (plans never change from this screen).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCompany, UpdateSubscriptionRequest } from '@app/contracts';
import { fetchCompanies, fetchSubscriptionPlans, resetCompany, toggleCompanyStatus, updateSubscription } from './companiesApi';

export const companyKeys = {
  list: ['companies'] as const,
  plans: ['subscription-plans'] as const,
};

export const companyQueries = {
  list: () => queryOptions({ queryKey: companyKeys.list, queryFn: fetchCompanies }),
  plans: () => queryOptions({ queryKey: companyKeys.plans, queryFn: fetchSubscriptionPlans }),
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
