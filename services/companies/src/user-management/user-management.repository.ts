import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { UsersSummary } from '@app/contracts';
import type { ListSpec, ResolvedList } from '@app/nest-common';
import type { UserDtoRow } from '../users/user-row';
import { PasswordResetToken } from './entities/password-reset-token.entity';

export type UserRow = UserDtoRow;

const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.email_confirmed, u.role, u.company_id, c.name AS company_name,
  u.is_active, u.last_login_date, u.created_at`;

export type UserListStatus = 'active' | 'inactive';

/** The paged user list (issue 12): sort keys -> SQL, statuses, page size; newest first by default. */
export const USER_LIST: ListSpec<UserListStatus> = {
  sorts: {
    name: `lower(u.first_name || ' ' || u.last_name)`,
    email: 'u.email',
    role: 'u.role',
    company: 'lower(c.name)',
    status: 'u.is_active',
    lastLogin: 'u.last_login_date',
    createdAt: 'u.created_at',
  },
  defaultSort: '-createdAt',
  statuses: ['active', 'inactive'],
  defaultPageSize: 50,
};

/** The outcome of a status toggle: the new state, or why it was refused. */
export type ToggleOutcome = { isActive: boolean } | 'not-found' | 'own-account' | 'last-admin';

/** Users as the admin manages them, and password reset tokens: the only place with their SQL. */
@Injectable()
export class UserManagementRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectRepository(PasswordResetToken) private readonly resetTokens: Repository<PasswordResetToken>,
  ) {}

  /** Every user with the company name, newest first (one query). */
  list(): Promise<UserRow[]> {
    return this.dataSource.query(`SELECT ${USER_COLUMNS} FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id ORDER BY u.created_at DESC, u.id`);
  }

  /** One page: search in name, e-mail and company name (trigram indexes), status, order; and the filtered total. */
  async page(r: ResolvedList<UserListStatus>): Promise<{ rows: UserRow[]; total: number }> {
    const where = [`($1::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE $1 OR c.name ILIKE $1)`];
    if (r.status === 'active') where.push('u.is_active');
    if (r.status === 'inactive') where.push('NOT u.is_active');
    const from = `FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id WHERE ${where.join(' AND ')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${USER_COLUMNS} ${from} ORDER BY ${r.orderBy} LIMIT $2 OFFSET $3`, [r.like, r.pageSize, r.offset]) as Promise<UserRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total ${from}`, [r.like]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }

  /** The summary cards over every user, in one aggregate query. */
  async summary(): Promise<UsersSummary> {
    const [row] = await this.dataSource.query(`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active,
             count(*) FILTER (WHERE NOT is_active)::int AS inactive, count(*) FILTER (WHERE role = 'Admin')::int AS administrators
        FROM companies.users`);
    return row;
  }

  /**
   * Reactivates an inactive user; deactivates an active one and bumps its session version. Deactivating an admin
   * locks every active admin row, always in id order, so two admins deactivating each other at once run one after
   * the other (no deadlock) and the second sees the first one's result.
   */
  async toggleStatus(id: string, actingUserId: string): Promise<ToggleOutcome> {
    return this.dataSource.transaction(async (em) => {
      const [peek] = await em.query(`SELECT role, is_active FROM companies.users WHERE id = $1`, [id]);
      if (!peek) return 'not-found';
      const admins: { id: string }[] =
        peek.role === 'Admin' && peek.is_active
          ? await em.query(`SELECT id FROM companies.users WHERE role = 'Admin' AND is_active ORDER BY id FOR UPDATE`)
          : [];
      const [target] = await em.query(`SELECT id, role, is_active FROM companies.users WHERE id = $1 FOR UPDATE`, [id]);
      if (!target) return 'not-found';
      if (!target.is_active) {
        await em.query(`UPDATE companies.users SET is_active = true WHERE id = $1`, [id]);
        return { isActive: true };
      }
      if (id === actingUserId) return 'own-account';
      if (target.role === 'Admin' && admins.filter((a) => a.id !== id).length === 0) return 'last-admin';
      await em.query(`UPDATE companies.users SET is_active = false, session_version = session_version + 1 WHERE id = $1`, [id]);
      return { isActive: false };
    });
  }

  /** Cancels the user's earlier unused links and stores the new one (its SHA-256 only); answers the new row's id. */
  async replaceResetToken(token: Pick<PasswordResetToken, 'userId' | 'tokenHash' | 'createdAt' | 'expiresAt'>): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`UPDATE companies.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [token.userId]);
      const repository = em.getRepository(PasswordResetToken);
      return (await repository.save(repository.create({ ...token, usedAt: null }))).id;
    });
  }

  async deleteResetToken(id: string): Promise<void> {
    await this.resetTokens.delete({ id });
  }
}
