import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function BusinessModelsPage() {
  return <PlaceholderPage title={messages.businessModelsTitle} />;
}
