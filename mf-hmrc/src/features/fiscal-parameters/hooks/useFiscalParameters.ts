import { useEffect, useState } from 'react';
import type { FiscalYearParametersDto } from '@app/contracts';
import { fetchFiscalParameters } from '../api/fiscalParametersApi';

export function useFiscalParameters() {
  const [years, setYears] = useState<FiscalYearParametersDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  useEffect(() => {
    let live = true;
    fetchFiscalParameters()
      .then((data) => live && setYears(data))
      .catch(() => live && setError(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  return { years, loading, error };
}
