// Query options of the fiscal parameters, defined once for the app: the Fiscal Parameters screen shows them and
// routes.tsx hands their labels to the simulator (features do not import each other), one GET for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFiscalParameters } from './fiscalParametersApi';

export const fiscalParameterKeys = { years: ['fiscal-parameters'] as const };

export const fiscalParameterQueries = {
  years: () => queryOptions({ queryKey: fiscalParameterKeys.years, queryFn: fetchFiscalParameters }),
};

/** The stored tax years' short labels ('25-26'), oldest first; undefined until loaded (or when the load failed). */
export function useFiscalYearLabels(): string[] | undefined {
  return useQuery({ ...fiscalParameterQueries.years(), select: (years) => years.map((y) => y.shortLabel) }).data;
}
