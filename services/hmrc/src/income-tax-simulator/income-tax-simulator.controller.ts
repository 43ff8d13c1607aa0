import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { SimulationResponseDto } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { IncomeTaxSimulatorService } from './income-tax-simulator.service';

/** POST /api/incometaxsimulator/simulate (spec sections 3 and 7). Admin area: Admin only. */
@Controller('incometaxsimulator')
@Roles('Admin')
export class IncomeTaxSimulatorController {
  constructor(private readonly simulator: IncomeTaxSimulatorService) {}

  /**
   * The body is validated by the PAYE engine's own rules (12 entries each, amounts >= 0 with at most 2 decimals,
   * at least one salary, valid codes, a stored tax year), which answer per field like the validation pipe.
   * `unknown` keeps the global pipe out: the engine reads numbers from their own decimal text.
   */
  @Post('simulate')
  @HttpCode(200)
  simulate(@Body() body: unknown): Promise<SimulationResponseDto> {
    return this.simulator.simulate(body);
  }
}
