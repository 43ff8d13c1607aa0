/** What billing needs to know about a company (Subscription Overview list, sync of the employee count). */
export interface DirectoryCompany {
  id: string;
  name: string;
  isActive: boolean;
  employeeCount: number;
  /** E-mail of the company's oldest user, null when it has none. */
  firstUserEmail: string | null;
}

export interface DirectoryPageQuery {
  /** Case-insensitive "contains" on the name, or an exact company id. */
  search?: string;
  offset: number;
  limit: number;
}

/**
 * Port owned by the companies module (implemented over its own tables): billing reads company names, status,
 * employee counts and first users through it instead of the companies schema. A process without the companies
 * module gets billing's "unavailable" adapter (docs/billing.md).
 */
export abstract class CompanyDirectory {
  /** Ordered by name then id. */
  abstract page(query: DirectoryPageQuery): Promise<{ items: DirectoryCompany[]; total: number }>;
  abstract find(companyId: string): Promise<DirectoryCompany | null>;
  /** The given companies (unknown ids are left out). */
  abstract findMany(companyIds: string[]): Promise<DirectoryCompany[]>;
}
