import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Failed sign-ins per (e-mail, IP): the only place with their SQL. */
@Injectable()
export class SignInAttemptsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The failed attempt at `offset` (newest first) inside the window, i.e. the one that must leave it before another try. */
  async nthRecentFailure(email: string, ip: string, windowMinutes: number, offset: number): Promise<Date | null> {
    const [row] = await this.dataSource.query(
      `SELECT attempted_at FROM companies.sign_in_attempts
        WHERE email = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)
        ORDER BY attempted_at DESC OFFSET $4 LIMIT 1`,
      [email, ip, windowMinutes, offset],
    );
    return row ? new Date(row.attempted_at) : null;
  }

  /** Records a failure and drops this pair's attempts that left the window. */
  async recordFailure(email: string, ip: string, windowMinutes: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM companies.sign_in_attempts WHERE email = $1 AND ip = $2 AND attempted_at <= now() - make_interval(mins => $3)`,
      [email, ip, windowMinutes],
    );
    await this.dataSource.query(`INSERT INTO companies.sign_in_attempts (email, ip) VALUES ($1, $2)`, [email, ip]);
  }

  async clear(email: string, ip: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM companies.sign_in_attempts WHERE email = $1 AND ip = $2`, [email, ip]);
  }
}
