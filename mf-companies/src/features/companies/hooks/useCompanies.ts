import { useCallback } from 'react';
import type { AdminCompany, SubscriptionPlanInfo } from '@app/contracts';
import { useResource } from '@app/ui';
import { fetchCompanies, fetchSubscriptionPlans } from '../api/companiesApi';

export interface CompaniesState {
  companies: AdminCompany[];
  plans: SubscriptionPlanInfo[];
  loading: boolean;
  error: boolean;
  reload: () => Promise<void>;
}

/** Companies and subscription plans, loaded side by side; only a companies failure is an error. */
export function useCompanies(): CompaniesState {
  const companies = useResource(fetchCompanies, []);
  const plans = useResource(fetchSubscriptionPlans, []);
  const reloadCompanies = companies.reload;
  const reloadPlans = plans.reload;
  const reload = useCallback(async () => {
    await Promise.all([reloadCompanies(), reloadPlans()]);
  }, [reloadCompanies, reloadPlans]);

  return {
    companies: companies.data,
    plans: plans.data,
    loading: companies.loading || plans.loading,
    error: companies.error,
    reload,
  };
}
