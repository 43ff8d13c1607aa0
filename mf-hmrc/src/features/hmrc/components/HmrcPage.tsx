import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function HmrcPage() {
  return <PlaceholderPage title={messages.hmrcTitle} />;
}
