import { useCallback, useEffect, useState } from 'react';
import type { AdminCompany, Invitation } from '@app/contracts';
import { fetchCompanyOptions, fetchInvitations } from '../api/invitationsApi';

export function useInvitations() {
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(false);
    try {
      setInvitations(await fetchInvitations());
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { invitations, loading, error, reload };
}

export function useCompanyOptions() {
  const [companies, setCompanies] = useState<AdminCompany[]>([]);
  useEffect(() => {
    fetchCompanyOptions()
      .then((list) => setCompanies([...list].sort((a, b) => a.name.localeCompare(b.name))))
      .catch(() => setCompanies([]));
  }, []);
  return companies;
}
