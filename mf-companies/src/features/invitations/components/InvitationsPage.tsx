import { InvitationsManagement } from './InvitationsManagement';

export function InvitationsPage() {
  return <InvitationsManagement />;
}
