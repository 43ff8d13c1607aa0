import { BadRequestException, Injectable } from '@nestjs/common';
import type { SimulationResponseDto } from '@app/contracts';
import {
  findFiscalYearParameters,
  InvalidSimulationRequestError,
  InvalidTaxCodeError,
  simulate,
  validateSimulationRequest,
  type SimulationRequest,
  type SimulationRequestProblems,
} from '@app/paye';
import { FiscalParametersService } from '../fiscal-parameters/fiscal-parameters.service';
import { leadingProblem, unknownFields } from './income-tax-simulator-rules';

function badRequest(problems: SimulationRequestProblems): BadRequestException {
  return new BadRequestException({ message: leadingProblem(problems), errors: problems });
}

@Injectable()
export class IncomeTaxSimulatorService {
  constructor(private readonly fiscalParameters: FiscalParametersService) {}

  /** Validates against the stored tax years and runs the PAYE engine on that year's stored parameters. */
  async simulate(body: unknown): Promise<SimulationResponseDto> {
    const available = await this.fiscalParameters.engineParameters();
    const problems = { ...validateSimulationRequest(body, available), ...unknownFields(body) };
    if (Object.keys(problems).length > 0) throw badRequest(problems);
    const request = body as SimulationRequest;
    const parameters = findFiscalYearParameters(request.fiscalYear, available)!;
    try {
      return simulate(request, parameters);
    } catch (error) {
      // Validation above already covers these; kept so that an engine rule never surfaces as a 500.
      if (error instanceof InvalidTaxCodeError) throw badRequest({ monthlyTaxCodes: [error.message] });
      if (error instanceof InvalidSimulationRequestError) throw badRequest(error.problems);
      throw error;
    }
  }
}
