import { Injectable } from '@nestjs/common';
import type { BusinessModelConfig } from '@app/contracts';
import { BusinessModelRepository } from './business-model.repository';

@Injectable()
export class BusinessModelService {
  constructor(private readonly businessModels: BusinessModelRepository) {}

  /** The company's own model, else the default one. */
  configFor(companyId: string | null): Promise<BusinessModelConfig> {
    return this.businessModels.configurationFor(companyId);
  }
}
