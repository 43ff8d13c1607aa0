import { useResource } from '@app/ui';
import { fetchExpenseCategories } from '../api/expenseCategoriesApi';

/** A failed load stays reported while reloading, until a load succeeds. */
export function useExpenseCategories() {
  const { data: categories, loading, loaded, error, reload } = useResource(fetchExpenseCategories, [], { keepErrorUntilSuccess: true });
  return { categories, loading, loaded, error, reload };
}
