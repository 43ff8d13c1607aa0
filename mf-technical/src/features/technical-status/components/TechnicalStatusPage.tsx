import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function TechnicalStatusPage() {
  return <PlaceholderPage title={messages.technicalStatusTitle} />;
}
