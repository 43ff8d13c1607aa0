import { Injectable } from '@nestjs/common';

/**
 * Who uses a salary component: the names of the business models that list its code. A component in use cannot be
 * deleted (only deactivated) nor change its code.
 *
 * WIRING POINT: business models live in this module but on another branch. The integrator replaces the provider in
 * companies.module.ts (`{ provide: SalaryComponentUsage, useClass: NoBusinessModelsYet }`) with an implementation
 * that asks the business models repository; tests set usage through `createTestApp({ overrides })`.
 */
export abstract class SalaryComponentUsage {
  abstract usedBy(code: string): Promise<string[]>;
}

/** Until business models exist, no model uses any component. */
@Injectable()
export class NoBusinessModelsYet extends SalaryComponentUsage {
  async usedBy(): Promise<string[]> {
    return [];
  }
}
