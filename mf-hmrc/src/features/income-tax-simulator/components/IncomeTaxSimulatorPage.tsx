import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function IncomeTaxSimulatorPage() {
  return <PlaceholderPage title={messages.incomeTaxSimulatorTitle} />;
}
