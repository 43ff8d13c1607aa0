import { Injectable } from '@nestjs/common';
import { CompanyStatistics, CompanyTotals } from '@app/nest-common';
import { CompaniesRepository } from './companies.repository';

/** The companies module's adapter of the CompanyStatistics port (Technical Status metrics). */
@Injectable()
export class CompaniesStatistics extends CompanyStatistics {
  constructor(private readonly companies: CompaniesRepository) {
    super();
  }

  totals(): Promise<CompanyTotals> {
    return this.companies.totals();
  }
}
