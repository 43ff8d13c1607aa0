import { useEffect, useState } from 'react';
import type { AdminCompany } from '@app/contracts';
import { useResource } from '@app/ui';
import { fetchCompanyOptions, fetchInvitations } from '../api/invitationsApi';

export function useInvitations() {
  const { data: invitations, loading, error, reload } = useResource(fetchInvitations, []);
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
