import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function SalaryComponentTemplatesPage() {
  return <PlaceholderPage title={messages.salaryComponentTemplatesTitle} />;
}
