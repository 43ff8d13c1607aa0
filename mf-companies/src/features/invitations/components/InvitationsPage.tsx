import type { AdminCompany } from '@app/contracts';
import { InvitationsManagement } from './InvitationsManagement';

export function InvitationsPage({ companies }: { companies: AdminCompany[] }) {
  return <InvitationsManagement companies={companies} />;
}
