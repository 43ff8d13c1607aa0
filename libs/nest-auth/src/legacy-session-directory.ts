import type { DataSource } from 'typeorm';
import { SessionDirectory, SessionState } from './session-directory';

interface SessionRow {
  id: string;
  email: string;
  role: SessionState['role'];
  company_id: string | null;
  is_active: boolean;
  session_version: number;
  company_active: boolean | null;
}

/**
 * TEMPORARY fallback used only while no SessionDirectory is registered (until the companies module provides its
 * own and the composition root provides the event-fed one): reads the companies tables directly.
 */
export class LegacySqlSessionDirectory extends SessionDirectory {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(userId: string): Promise<SessionState | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.id, u.email, u.role, u.company_id, u.is_active, u.session_version, c.is_active AS company_active
         FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id
        WHERE u.id = $1`,
      [userId],
    )) as SessionRow[];
    if (!row) return null;
    return {
      userId: row.id,
      email: row.email,
      role: row.role,
      companyId: row.company_id,
      isActive: row.is_active,
      sessionVersion: row.session_version,
      companyActive: row.company_active,
    };
  }
}
