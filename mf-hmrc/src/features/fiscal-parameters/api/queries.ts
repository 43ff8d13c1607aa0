// Query options of the fiscal parameters, defined once for the app: the Fiscal Parameters screen shows them and
// routes.tsx hands their labels to the simulator (features do not import each other), one GET for both. Creating or
// editing a year invalidates the list (so the simulator's year dropdown follows) and that year's history.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalYearParametersInput } from '@app/contracts';
import { createNextTaxYear, fetchFiscalParameters, fetchFiscalYearHistory, updateTaxYear } from './fiscalParametersApi';

export const fiscalParameterKeys = {
  years: ['fiscal-parameters'] as const,
  history: (taxYear: string) => ['fiscal-parameters', taxYear, 'history'] as const,
};

export const fiscalParameterQueries = {
  years: () => queryOptions({ queryKey: fiscalParameterKeys.years, queryFn: fetchFiscalParameters }),
  history: (taxYear: string) => queryOptions({ queryKey: fiscalParameterKeys.history(taxYear), queryFn: () => fetchFiscalYearHistory(taxYear) }),
};

/** The stored tax years' short labels ('25-26'), oldest first; undefined until loaded (or when the load failed). */
export function useFiscalYearLabels(): string[] | undefined {
  return useQuery({ ...fiscalParameterQueries.years(), select: (years) => years.map((y) => y.shortLabel) }).data;
}

function useYearMutation<TArgs extends { taxYear: string }, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { taxYear }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: fiscalParameterKeys.years, exact: true }),
        client.invalidateQueries({ queryKey: fiscalParameterKeys.history(taxYear) }),
      ]),
  });
}

export const useCreateNextTaxYear = () =>
  useYearMutation(({ source, taxYear, input }: { source: string; taxYear: string; input: FiscalYearParametersInput }) => createNextTaxYear(source, taxYear, input));
export const useUpdateTaxYear = () => useYearMutation(({ taxYear, input }: { taxYear: string; input: FiscalYearParametersInput }) => updateTaxYear(taxYear, input));
