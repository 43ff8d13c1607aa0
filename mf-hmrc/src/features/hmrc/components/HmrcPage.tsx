import { Placeholder } from '@app/ui';
import { messages } from '../../../messages';

export function HmrcPage() {
  return <Placeholder title={messages.hmrcTitle} />;
}
