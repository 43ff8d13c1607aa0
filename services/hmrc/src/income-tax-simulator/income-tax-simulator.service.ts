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

const FIELDS = new Set(['fiscalYear', 'taxCode', 'monthlySalaries', 'enrollmentStatus', 'ytdTaxOverrides', 'monthlyTaxCodes']);

/** Like the global validation pipe (forbidNonWhitelisted): a field the request does not define is refused. */
function unknownFields(body: unknown): SimulationRequestProblems {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const problems: SimulationRequestProblems = {};
  for (const key of Object.keys(body)) if (!FIELDS.has(key)) problems[key] = [`Unknown field: ${key}`];
  return problems;
}

function badRequest(problems: SimulationRequestProblems): BadRequestException {
  // The invalid tax code (naming month and code) or "Please enter at least one salary amount" leads when present.
  const message = Object.values(problems)[0]?.[0] ?? 'Invalid simulation request';
  return new BadRequestException({ message, errors: problems });
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
