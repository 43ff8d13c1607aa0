import { api } from '@app/api-client';
import type { FiscalYearParametersDto, SimulationRequestDto, SimulationResponseDto } from '@app/contracts';

export async function simulateIncomeTax(request: SimulationRequestDto): Promise<SimulationResponseDto> {
  const { data } = await api.post<SimulationResponseDto>('/api/incometaxsimulator/simulate', request);
  return data;
}

/** The tax years the server knows (their short labels, '25-26'), oldest first. */
export async function fetchFiscalYears(): Promise<string[]> {
  const { data } = await api.get<FiscalYearParametersDto[]>('/api/fiscalparameters');
  return Array.isArray(data) ? data.map((p) => p.shortLabel) : [];
}
