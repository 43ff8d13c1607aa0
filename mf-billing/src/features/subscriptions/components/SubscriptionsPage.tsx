import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function SubscriptionsPage() {
  return <PlaceholderPage title={messages.subscriptionsTitle} />;
}
