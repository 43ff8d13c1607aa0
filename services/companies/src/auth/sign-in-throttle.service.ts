import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { SignInCountersRepository } from './sign-in-counters.repository';
import { retryMessage, throttleKeys, SIGN_IN_WINDOW_MINUTES } from './sign-in-throttle-rules';

/**
 * Sign-in throttling, kept in the database so limits hold across restarts and instances. Every attempt reserves a
 * slot on its account (all addresses) and on its address (all accounts) before the password is looked at; a
 * success gives the account's slots back. So at most MAX_ATTEMPTS_PER_ACCOUNT passwords are ever evaluated per
 * account and window, however many requests arrive at once.
 */
@Injectable()
export class SignInThrottleService {
  constructor(private readonly counters: SignInCountersRepository) {}

  /** Reserves the attempt, or answers 429 with the time the blocking window ends. */
  async reserve(email: string, ip: string): Promise<void> {
    const keys = throttleKeys(email, ip);
    const { granted, counters } = await this.counters.reserve(keys, SIGN_IN_WINDOW_MINUTES);
    if (granted) return;
    throw new HttpException({ message: retryMessage(keys, counters) }, HttpStatus.TOO_MANY_REQUESTS);
  }

  succeeded(email: string, ip: string): Promise<void> {
    const [account, address] = throttleKeys(email, ip);
    return this.counters.releaseAfterSuccess(account.key, address.key);
  }
}
