import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function FiscalParametersPage() {
  return <PlaceholderPage title={messages.fiscalParametersTitle} />;
}
