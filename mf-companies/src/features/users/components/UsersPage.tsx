import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function UsersPage() {
  return <PlaceholderPage title={messages.usersTitle} />;
}
