import { api } from '@app/api-client';
import type { FiscalYearParametersDto } from '@app/contracts';

export async function fetchFiscalParameters(): Promise<FiscalYearParametersDto[]> {
  const { data } = await api.get<FiscalYearParametersDto[]>('/api/fiscalparameters');
  return Array.isArray(data) ? data : [];
}
