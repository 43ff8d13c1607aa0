import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { CompanyListItem, PagedList, SubscriptionPlanDto } from '@app/contracts';
import { rowsOf, type CompanyTotals, type DirectoryCompany, type ResolvedList } from '@app/nest-common';
import { ResetCounts, RESET_TABLES, type CompanyListStatus } from './company-rules';
import { Company } from './entities/company.entity';
import { SubscriptionPlan } from './entities/subscription-plan.entity';

interface CompanyRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  subscription_plan: number;
  subscription_start_date: Date | null;
  subscription_end_date: Date | null;
  is_active: boolean;
  is_subscription_active: boolean;
  user_count: number;
  employee_count: number;
  client_count: number;
  invoice_count: number;
  used_file_storage_bytes: string;
}

interface DirectoryRow {
  id: string;
  name: string;
  is_active: boolean;
  employee_count: number;
  first_user_email: string | null;
}

const DIRECTORY_COLUMNS = `c.id, c.name, c.is_active,
  (SELECT count(*) FROM companies.employees e WHERE e.company_id = c.id)::int AS employee_count,
  (SELECT u.email FROM companies.users u WHERE u.company_id = c.id ORDER BY u.created_at, u.id LIMIT 1) AS first_user_email`;

const DIRECTORY_WHERE = `WHERE ($1::text IS NULL OR c.name ILIKE $1 OR c.id::text = $2)`;

const toDirectoryCompany = (r: DirectoryRow): DirectoryCompany => ({
  id: r.id,
  name: r.name,
  isActive: r.is_active,
  employeeCount: Number(r.employee_count),
  firstUserEmail: r.first_user_email,
});

const count = (table: string) => `(SELECT count(*) FROM companies.${table} t WHERE t.company_id = c.id)::int`;

/** A subscription is active from its start date through the whole of its end date. */
const SUBSCRIPTION_ACTIVE = `(c.subscription_start_date <= now() AND (c.subscription_end_date IS NULL OR c.subscription_end_date + interval '1 day' > now()))`;

const LIST_COLUMNS = `c.id, c.name, c.description, c.created_at, c.subscription_plan, c.subscription_start_date,
  c.subscription_end_date, c.is_active, ${SUBSCRIPTION_ACTIVE} AS is_subscription_active,
  ${count('users')} AS user_count,
  ${count('employees')} AS employee_count,
  ${count('clients')} AS client_count,
  ${count('invoices')} AS invoice_count,
  (SELECT coalesce(sum(f.size_bytes), 0) FROM companies.stored_files f WHERE f.company_id = c.id)::text AS used_file_storage_bytes`;

const toListItem = (r: CompanyRow): CompanyListItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  createdAt: r.created_at.toISOString(),
  subscriptionPlan: r.subscription_plan,
  subscriptionStartDate: r.subscription_start_date?.toISOString() ?? null,
  subscriptionEndDate: r.subscription_end_date?.toISOString() ?? null,
  isActive: r.is_active,
  isSubscriptionActive: r.is_subscription_active,
  userCount: r.user_count,
  employeeCount: r.employee_count,
  clientCount: r.client_count,
  invoiceCount: r.invoice_count,
  usedFileStorageBytes: Number(r.used_file_storage_bytes),
});

/**
 * The two statements of one page of the company list: the filter and order pick the page's rows first, so the counts
 * are computed for those rows only; the total counts the filtered companies. Exported for the benchmark, which runs
 * the same SQL raw as its baseline.
 */
export function companyPageQueries(r: ResolvedList<CompanyListStatus>) {
  const where = [`($1::text IS NULL OR c.name ILIKE $1)`];
  if (r.status === 'active') where.push('c.is_active');
  if (r.status === 'inactive') where.push('NOT c.is_active');
  if (r.status === 'expired') where.push(`NOT ${SUBSCRIPTION_ACTIVE}`);
  const filter = where.join(' AND ');
  return {
    pageSql: `SELECT ${LIST_COLUMNS} FROM (
        SELECT c.* FROM companies.companies c WHERE ${filter} ORDER BY ${r.orderBy} LIMIT $2 OFFSET $3
      ) c ORDER BY ${r.orderBy}`,
    pageParams: [r.like, r.pageSize, r.offset],
    countSql: `SELECT count(*)::int AS total FROM companies.companies c WHERE ${filter}`,
    countParams: [r.like],
  };
}

/** Companies, subscription plans and the company-owned business tables: the only place with their SQL. */
@Injectable()
export class CompaniesRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
  ) {}

  /** The company management list, every count in one query (correlated sub-selects, each an index-only scan). */
  async list(): Promise<CompanyListItem[]> {
    const rows: CompanyRow[] = await this.dataSource.query(`SELECT ${LIST_COLUMNS} FROM companies.companies c ORDER BY c.name, c.id`);
    return rows.map(toListItem);
  }

  /**
   * One page of the list (issue 12): the filter and order pick the page's ids first, so the counts are computed for
   * those rows only; the total counts the filtered companies.
   */
  async page(r: ResolvedList<CompanyListStatus>): Promise<PagedList<CompanyListItem>> {
    const q = companyPageQueries(r);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(q.pageSql, q.pageParams) as Promise<CompanyRow[]>,
      this.dataSource.query(q.countSql, q.countParams) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toListItem), total, page: r.page, pageSize: r.pageSize };
  }

  async subscriptionPlans(): Promise<SubscriptionPlanDto[]> {
    const plans = await this.plans.find({ order: { plan: 'ASC' } });
    return plans.map((p) => ({
      plan: p.plan,
      name: p.name,
      monthlyPrice: Number(p.monthlyPrice),
      maxFileStorageMB: p.maxFileStorageMB,
      maxUsers: p.maxUsers,
    }));
  }

  findById(id: string): Promise<Company | null> {
    return this.companies.findOneBy({ id });
  }

  /** Flips the active flag; null when no such company. */
  async toggleActive(id: string): Promise<{ name: string; isActive: boolean } | null> {
    const [row] = rowsOf<{ is_active: boolean; name: string }>(
      await this.dataSource.query(`UPDATE companies.companies SET is_active = NOT is_active WHERE id = $1 RETURNING is_active, name`, [id]),
    );
    return row ? { name: row.name, isActive: row.is_active } : null;
  }

  /** False when no such company. */
  async updateSubscription(id: string, plan: number, start: Date, end: Date | null): Promise<boolean> {
    const result = await this.companies.update({ id }, { subscriptionPlan: plan, subscriptionStartDate: start, subscriptionEndDate: end });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Deletes the company's business rows in one transaction, the company row locked meanwhile; null when no such
   * company. Answers the counts and the stored files' blob paths (removed by the caller after the commit).
   */
  async deleteBusinessData(id: string): Promise<{ name: string; counts: ResetCounts; paths: string[] } | null> {
    return this.dataSource.transaction(async (em) => {
      const [company] = await em.query(`SELECT id, name FROM companies.companies WHERE id = $1 FOR UPDATE`, [id]);
      if (!company) return null;
      const counts = {} as ResetCounts;
      let paths: string[] = [];
      for (const { table } of RESET_TABLES) {
        const returning = table === 'stored_files' ? 'storage_path' : '1 AS x';
        const deleted = rowsOf<{ storage_path?: string }>(
          await em.query(`DELETE FROM companies.${table} WHERE company_id = $1 RETURNING ${returning}`, [id]),
        );
        counts[table] = deleted.length;
        if (table === 'stored_files') paths = deleted.map((r) => r.storage_path!);
      }
      return { name: company.name as string, counts, paths };
    });
  }

  /** Technical Status metrics (the CompanyStatistics port), one round trip. */
  async totals(): Promise<CompanyTotals> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM companies.companies)::int AS total_companies,
              (SELECT count(*) FROM companies.companies WHERE is_active)::int AS active_companies,
              (SELECT count(*) FROM companies.users)::int AS total_users,
              (SELECT count(*) FROM companies.employees)::int AS total_employees`,
    );
    return {
      totalCompanies: row.total_companies,
      activeCompanies: row.active_companies,
      totalUsers: row.total_users,
      totalEmployees: row.total_employees,
    };
  }

  /** One page of the CompanyDirectory port (billing): name pattern (ILIKE) or exact id, ordered by name then id. */
  async directoryPage(namePattern: string | null, exactId: string | null, limit: number, offset: number): Promise<{ items: DirectoryCompany[]; total: number }> {
    const rows: DirectoryRow[] = await this.dataSource.query(
      `SELECT ${DIRECTORY_COLUMNS} FROM companies.companies c ${DIRECTORY_WHERE} ORDER BY c.name, c.id LIMIT $3 OFFSET $4`,
      [namePattern, exactId, limit, offset],
    );
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM companies.companies c ${DIRECTORY_WHERE}`, [namePattern, exactId]);
    return { items: rows.map(toDirectoryCompany), total: Number(total) };
  }

  /** The given companies as the CompanyDirectory port describes them (ids must be UUIDs). */
  async directoryCompanies(ids: string[]): Promise<DirectoryCompany[]> {
    const rows: DirectoryRow[] = await this.dataSource.query(`SELECT ${DIRECTORY_COLUMNS} FROM companies.companies c WHERE c.id = ANY($1::uuid[])`, [ids]);
    return rows.map(toDirectoryCompany);
  }
}
