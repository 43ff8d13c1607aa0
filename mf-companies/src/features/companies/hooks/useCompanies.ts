import { useCallback, useEffect, useState } from 'react';
import type { AdminCompany, SubscriptionPlanInfo } from '@app/contracts';
import { fetchCompanies, fetchSubscriptionPlans } from '../api/companiesApi';

export interface CompaniesState {
  companies: AdminCompany[];
  plans: SubscriptionPlanInfo[];
  loading: boolean;
  error: boolean;
  reload: () => Promise<void>;
}

export function useCompanies(): CompaniesState {
  const [companies, setCompanies] = useState<AdminCompany[]>([]);
  const [plans, setPlans] = useState<SubscriptionPlanInfo[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(false);
    const [companiesResult, plansResult] = await Promise.allSettled([fetchCompanies(), fetchSubscriptionPlans()]);
    if (companiesResult.status === 'fulfilled') setCompanies(companiesResult.value);
    else setError(true);
    if (plansResult.status === 'fulfilled') setPlans(plansResult.value);
    setLoading(false);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { companies, plans, loading, error, reload };
}
