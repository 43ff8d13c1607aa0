import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;

/** Failed sign-ins per (e-mail, IP), kept in the database so limits hold across restarts and instances. */
@Injectable()
export class SignInThrottleService {
  constructor(private readonly attempts: SignInAttemptsRepository) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const blocking = await this.attempts.nthRecentFailure(email, ip, SIGN_IN_WINDOW_MINUTES, MAX_FAILED_SIGN_INS - 1);
    if (!blocking) return;
    const retryAt = new Date(blocking.getTime() + SIGN_IN_WINDOW_MINUTES * 60_000);
    const time = retryAt.toISOString().slice(11, 16);
    throw new HttpException(
      { message: `Too many failed sign-in attempts. Try again after ${time} UTC.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.attempts.recordFailure(email, ip, SIGN_IN_WINDOW_MINUTES);
  }

  reset(email: string, ip: string): Promise<void> {
    return this.attempts.clear(email, ip);
  }
}
