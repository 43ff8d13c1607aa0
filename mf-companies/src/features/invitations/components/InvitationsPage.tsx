import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function InvitationsPage() {
  return <PlaceholderPage title={messages.invitationsTitle} />;
}
