import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CompanyDirectory, DirectoryCompany, DirectoryPageQuery } from '@app/nest-common';

interface Row {
  id: string;
  name: string;
  is_active: boolean;
  employee_count: number | string;
  first_user_email: string | null;
}

const COLUMNS = `c.id, c.name, c.is_active,
  (SELECT count(*) FROM companies.employees e WHERE e.company_id = c.id)::int AS employee_count,
  (SELECT u.email FROM companies.users u WHERE u.company_id = c.id ORDER BY u.created_at, u.id LIMIT 1) AS first_user_email`;

const toCompany = (r: Row): DirectoryCompany => ({
  id: r.id,
  name: r.name,
  isActive: r.is_active,
  employeeCount: Number(r.employee_count),
  firstUserEmail: r.first_user_email,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The companies module's adapter of the CompanyDirectory port (billing's Subscription Overview and employee sync):
 * one page of companies with their employee count and first user, over this module's own tables.
 */
@Injectable()
export class CompaniesDirectory extends CompanyDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async page(query: DirectoryPageQuery): Promise<{ items: DirectoryCompany[]; total: number }> {
    const search = query.search?.trim() || null;
    const pattern = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
    const exactId = search && UUID.test(search) ? search.toLowerCase() : null;
    const where = `WHERE ($1::text IS NULL OR c.name ILIKE $1 OR c.id::text = $2)`;
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM companies.companies c ${where} ORDER BY c.name, c.id LIMIT $3 OFFSET $4`, [
      pattern,
      exactId,
      query.limit,
      query.offset,
    ])) as Row[];
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM companies.companies c ${where}`, [pattern, exactId])) as Array<{ total: number }>;
    return { items: rows.map(toCompany), total: Number(total) };
  }

  async find(companyId: string): Promise<DirectoryCompany | null> {
    if (!UUID.test(companyId)) return null;
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM companies.companies c WHERE c.id = $1`, [companyId])) as Row[];
    return row ? toCompany(row) : null;
  }

  async findMany(companyIds: string[]): Promise<DirectoryCompany[]> {
    const ids = companyIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM companies.companies c WHERE c.id = ANY($1::uuid[])`, [ids])) as Row[];
    return rows.map(toCompany);
  }
}
