import { Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import { CompanyDirectory, DirectoryCompany, DirectoryPageQuery } from '@app/nest-common';

/**
 * Billing's access to company data: the CompanyDirectory port the companies module provides (in-process). A
 * process without the companies module answers an honest 503 for the routes that need company data.
 */
@Injectable()
export class BillingCompanies {
  constructor(@Optional() private readonly directory?: CompanyDirectory) {}

  private get port(): CompanyDirectory {
    if (!this.directory) throw new ServiceUnavailableException('Company data is unavailable: the companies module does not run in this process');
    return this.directory;
  }

  async page(query: DirectoryPageQuery): Promise<{ items: DirectoryCompany[]; total: number }> {
    return this.port.page(query);
  }

  async find(companyId: string): Promise<DirectoryCompany | null> {
    return this.port.find(companyId);
  }

  async findMany(companyIds: string[]): Promise<DirectoryCompany[]> {
    return this.port.findMany(companyIds);
  }
}
