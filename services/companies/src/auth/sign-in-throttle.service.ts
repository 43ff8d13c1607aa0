import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;

/** Failed sign-ins per (e-mail, IP), kept in the database so limits hold across restarts and instances. */
@Injectable()
export class SignInThrottleService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    // The attempt that must leave the window before another try is allowed.
    const [blocking] = await this.dataSource.query(
      `SELECT attempted_at FROM companies.sign_in_attempts
        WHERE email = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)
        ORDER BY attempted_at DESC OFFSET $4 LIMIT 1`,
      [email, ip, SIGN_IN_WINDOW_MINUTES, MAX_FAILED_SIGN_INS - 1],
    );
    if (!blocking) return;
    const retryAt = new Date(new Date(blocking.attempted_at).getTime() + SIGN_IN_WINDOW_MINUTES * 60_000);
    const time = retryAt.toISOString().slice(11, 16);
    throw new HttpException(
      { message: `Too many failed sign-in attempts. Try again after ${time} UTC.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM companies.sign_in_attempts WHERE email = $1 AND ip = $2 AND attempted_at <= now() - make_interval(mins => $3)`,
      [email, ip, SIGN_IN_WINDOW_MINUTES],
    );
    await this.dataSource.query(`INSERT INTO companies.sign_in_attempts (email, ip) VALUES ($1, $2)`, [email, ip]);
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM companies.sign_in_attempts WHERE email = $1 AND ip = $2`, [email, ip]);
  }
}
