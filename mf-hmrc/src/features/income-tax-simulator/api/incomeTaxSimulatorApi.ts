import { api } from '@app/api-client';
import type { SimulationRequestDto, SimulationResponseDto } from '@app/contracts';
import { expectObject } from '@app/ui';

const SIMULATE = '/api/incometaxsimulator/simulate';

export async function simulateIncomeTax(request: SimulationRequestDto): Promise<SimulationResponseDto> {
  return expectObject<SimulationResponseDto>(SIMULATE, (await api.post<unknown>(SIMULATE, request)).data);
}
