import { Placeholder } from '@app/ui';
import { messages } from '../../../messages';

export function BusinessModelsPage() {
  return <Placeholder title={messages.businessModelsTitle} />;
}
