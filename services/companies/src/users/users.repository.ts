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

  /** Ends every token issued to the user so far (tokens carry the session version they were issued with). */
  async endSessions(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE companies.users SET session_version = session_version + 1 WHERE id = $1`, [id]);
  }

  async sessionState(id: string): Promise<SessionRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.id, u.email, u.role, u.company_id, u.is_active, u.session_version, c.is_active AS company_active,
              u.first_name, u.last_name, u.email_confirmed, c.name AS company_name, u.last_login_date, u.created_at
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
