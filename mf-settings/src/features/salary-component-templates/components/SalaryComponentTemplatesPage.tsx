import { Placeholder } from '@app/ui';
import { messages } from '../../../messages';

export function SalaryComponentTemplatesPage() {
  return <Placeholder title={messages.salaryComponentTemplatesTitle} />;
}
