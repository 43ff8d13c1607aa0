import { Injectable } from '@nestjs/common';
import { BusinessModelRepository } from '../business-model/business-model.repository';

/**
 * Who uses a salary component: the names of the business models that list its code among their default salary
 * components. A component in use cannot be deleted (only deactivated) nor change its code. Tests replace it through
 * `createTestApp({ overrides })`.
 */
export abstract class SalaryComponentUsage {
  abstract usedBy(code: string): Promise<string[]>;
}

@Injectable()
export class BusinessModelsUsingComponent extends SalaryComponentUsage {
  constructor(private readonly models: BusinessModelRepository) {
    super();
  }

  usedBy(code: string): Promise<string[]> {
    return this.models.namesUsingSalaryComponent(code);
  }
}
