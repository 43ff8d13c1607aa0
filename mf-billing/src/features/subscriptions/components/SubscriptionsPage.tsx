import { Placeholder } from '@app/ui';
import { messages } from '../../../messages';

export function SubscriptionsPage() {
  return <Placeholder title={messages.subscriptionsTitle} />;
}
