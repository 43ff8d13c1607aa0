import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Role } from '@app/contracts';
import { UserPreferences } from './entities/user-preferences.entity';
import { User } from './entities/user.entity';
import type { UserDtoRow } from './user-row';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: Role;
  companyId: string | null;
  isActive: boolean;
  emailConfirmed: boolean;
}

/**
 * What the auth guard needs about a user (the SessionDirectory port) and what GET /api/auth/me shows of them, one
 * indexed join, kept in memory per user by the CompaniesSessionDirectory.
 */
export interface SessionRow extends UserDtoRow {
  session_version: number;
  company_active: boolean | null;
  /** Sessions ended before their expiry (their tokens are refused until they would have expired anyway). */
  ended_sessions: string[];
}

/** Users and their preferences: the only place with their SQL. */
@Injectable()
export class UsersRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserPreferences) private readonly preferences: Repository<UserPreferences>,
  ) {}

  /** With the company, in one query (findOne with a relation adds a second, DISTINCT one). */
  findById(id: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').leftJoinAndSelect('u.company', 'company').where('u.id = :id', { id }).getOne();
  }

  /** `email` must be normalised (lower-cased, trimmed). With the company. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email }, relations: { company: true } });
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  async create(user: NewUser): Promise<string> {
    const saved = await this.users.save(this.users.create(user));
    return saved.id;
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.users.update(id, { lastLoginDate: at });
  }

  /**
   * Every session of the account ends, together or not at all: the session version moves on (tokens carry the version
   * they were issued with) and every device's row is marked ended.
   */
  async endSessions(id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(`UPDATE companies.users SET session_version = session_version + 1 WHERE id = $1`, [id]);
      await m.query(`UPDATE companies.sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()`, [id]);
    });
  }

  async startSession(row: { id: string; userId: string; userAgent: string; ipAddress: string; expiresAt: Date }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO companies.sessions (id, user_id, user_agent, ip_address, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [row.id, row.userId, row.userAgent.slice(0, 300), row.ipAddress.slice(0, 64), row.expiresAt],
    );
    // Sessions long expired are not kept (the list shows live ones; the audit log keeps the sign-ins).
    await this.dataSource.query(`DELETE FROM companies.sessions WHERE user_id = $1 AND expires_at < now() - interval '30 days'`, [row.userId]);
  }

  /** The user's live sessions (not ended, not expired), newest first. */
  async liveSessions(userId: string): Promise<{ id: string; user_agent: string; ip_address: string; created_at: Date; last_seen_at: Date }[]> {
    return this.dataSource.query(
      `SELECT id, user_agent, ip_address, created_at, last_seen_at FROM companies.sessions
        WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() ORDER BY created_at DESC`,
      [userId],
    );
  }

  /** Ends one live session of the user; false when the user has no such live session. */
  async endSession(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.dataSource.query(
      `UPDATE companies.sessions SET ended_at = now() WHERE id = $1 AND user_id = $2 AND ended_at IS NULL AND expires_at > now() RETURNING id`,
      [sessionId, userId],
    );
    return (Array.isArray(result[0]) ? result[0] : result).length > 0;
  }

  async touchSession(sessionId: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE companies.sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL`, [sessionId, at]);
  }

  async sessionState(id: string): Promise<SessionRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.id, u.email, u.role, u.company_id, u.is_active, u.session_version, c.is_active AS company_active,
              u.first_name, u.last_name, u.email_confirmed, c.name AS company_name, u.last_login_date, u.created_at,
              ARRAY(SELECT s.id::text FROM companies.sessions s WHERE s.user_id = u.id AND s.ended_at IS NOT NULL AND s.expires_at > now()) AS ended_sessions
         FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id
        WHERE u.id = $1`,
      [id],
    )) as SessionRow[];
    return row ?? null;
  }

  async localeOf(userId: string): Promise<string | null> {
    return (await this.preferences.findOneBy({ userId }))?.locale ?? null;
  }
}
