import { useCallback, useEffect, useState } from 'react';
import type { ExpenseCategoryDto } from '@app/contracts';
import { fetchExpenseCategories } from '../api/expenseCategoriesApi';

export function useExpenseCategories() {
  const [categories, setCategories] = useState<ExpenseCategoryDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setCategories(await fetchExpenseCategories());
      setError(false);
      setLoaded(true);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { categories, loading, loaded, error, reload };
}
