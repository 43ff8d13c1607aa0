/** Company, user and employee counts over every company (Technical Status metrics). */
export interface CompanyTotals {
  totalCompanies: number;
  activeCompanies: number;
  totalUsers: number;
  totalEmployees: number;
}

/**
 * Port owned by the companies module, which implements it over its own tables. Other modules (technical's metrics)
 * inject it instead of reading the companies schema. A process without the companies module gets an adapter from
 * the composition root (HTTP to the companies instance, or an honest "unavailable").
 */
export abstract class CompanyStatistics {
  abstract totals(): Promise<CompanyTotals>;
}
