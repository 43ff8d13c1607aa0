import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function ExpenseCategoriesPage() {
  return <PlaceholderPage title={messages.expenseCategoriesTitle} />;
}
