import { Injectable } from '@nestjs/common';
import { CompanyDirectory, DirectoryCompany, DirectoryPageQuery } from '@app/nest-common';
import { CompaniesRepository } from './companies.repository';
import { directorySearch, isUuid } from './company-rules';

/**
 * The companies module's adapter of the CompanyDirectory port (billing's Subscription Overview and employee sync):
 * one page of companies with their employee count and first user, over this module's own tables.
 */
@Injectable()
export class CompaniesDirectory extends CompanyDirectory {
  constructor(private readonly companies: CompaniesRepository) {
    super();
  }

  page(query: DirectoryPageQuery): Promise<{ items: DirectoryCompany[]; total: number }> {
    const { namePattern, exactId } = directorySearch(query.search);
    return this.companies.directoryPage(namePattern, exactId, query.limit, query.offset);
  }

  async find(companyId: string): Promise<DirectoryCompany | null> {
    if (!isUuid(companyId)) return null;
    const [company] = await this.companies.directoryCompanies([companyId]);
    return company ?? null;
  }

  async findMany(companyIds: string[]): Promise<DirectoryCompany[]> {
    const ids = companyIds.filter(isUuid);
    return ids.length === 0 ? [] : this.companies.directoryCompanies(ids);
  }
}
