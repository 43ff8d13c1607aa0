// Query options of the expense categories, defined once; every mutation changes the list and invalidates only it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseCategoryInput } from '@app/contracts';
import { deleteExpenseCategory, fetchExpenseCategories, saveExpenseCategory, seedExpenseCategories, updateCt600Mappings } from './expenseCategoriesApi';

export const expenseCategoryKeys = { list: ['expense-categories'] as const };

export const expenseCategoryQueries = {
  list: () => queryOptions({ queryKey: expenseCategoryKeys.list, queryFn: fetchExpenseCategories }),
};

function useListMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: expenseCategoryKeys.list }) });
}

export const useSaveExpenseCategory = () =>
  useListMutation(({ id, input }: { id: string | null; input: ExpenseCategoryInput }) => saveExpenseCategory(id, input));
export const useDeleteExpenseCategory = () => useListMutation(deleteExpenseCategory);
export const useSeedExpenseCategories = () => useListMutation(seedExpenseCategories);
export const useUpdateCt600Mappings = () => useListMutation(updateCt600Mappings);
