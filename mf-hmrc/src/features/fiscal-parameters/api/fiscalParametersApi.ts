import { api } from '@app/api-client';
import type { FiscalParameterChangeDto, FiscalYearParametersDto, FiscalYearParametersInput } from '@app/contracts';
import { expectList } from '@app/ui';

const BASE = '/api/fiscalparameters';

export async function fetchFiscalParameters(): Promise<FiscalYearParametersDto[]> {
  return expectList<FiscalYearParametersDto>(BASE, (await api.get<unknown>(BASE)).data);
}

export async function fetchFiscalYearHistory(taxYear: string): Promise<FiscalParameterChangeDto[]> {
  const url = `${BASE}/${encodeURIComponent(taxYear)}/history`;
  return expectList<FiscalParameterChangeDto>(url, (await api.get<unknown>(url)).data);
}

/** The next tax year, from the figures of `source` as the admin changed them. */
export async function createNextTaxYear(source: string, taxYear: string, input: FiscalYearParametersInput): Promise<FiscalYearParametersDto> {
  return (await api.post<FiscalYearParametersDto>(`${BASE}/${encodeURIComponent(source)}/copy`, { ...input, taxYear })).data;
}

export async function updateTaxYear(taxYear: string, input: FiscalYearParametersInput): Promise<FiscalYearParametersDto> {
  return (await api.put<FiscalYearParametersDto>(`${BASE}/${encodeURIComponent(taxYear)}`, input)).data;
}
