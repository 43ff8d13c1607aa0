import { api } from '@app/api-client';
import type { FiscalYearParametersDto } from '@app/contracts';
import { expectList } from '@app/ui';

const BASE = '/api/fiscalparameters';

export async function fetchFiscalParameters(): Promise<FiscalYearParametersDto[]> {
  return expectList<FiscalYearParametersDto>(BASE, (await api.get<unknown>(BASE)).data);
}
