import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginResult, TwoFactorChallenge } from '@app/contracts';
import { verifyPassword } from '../users/passwords';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { SignInThrottleService } from './sign-in-throttle.service';
import { TwoFactorService } from './two-factor.service';
import { SessionsService, SignInClient } from '../sessions/sessions.service';

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly usersRepository: UsersRepository,
    private readonly throttle: SignInThrottleService,
    private readonly sessions: CompaniesSessionDirectory,
    private readonly twoFactor: TwoFactorService,
    private readonly signIns: SessionsService,
  ) {}

  /**
   * Signs this device out on the server: its session ends, so its token is refused from the next request (other
   * devices stay signed in), and `session.changed` closes the ended session's hub connections on every instance.
   */
  async logout(userId: string, sessionId?: string): Promise<void> {
    // This device's session ends; a token without one (signed before sessions existed) ends them all.
    if (sessionId) await this.signIns.end(userId, sessionId).catch(() => undefined);
    else await this.signIns.endAll(userId);
  }

  async login(rawEmail: string, password: string, ip: string, client?: SignInClient): Promise<LoginResult | TwoFactorChallenge> {
    const email = rawEmail.trim().toLowerCase();
    // The attempt is counted before the password is looked at, so concurrent guesses cannot overtake the limit.
    await this.throttle.reserve(email, ip);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      throw new UnauthorizedException('Invalid email or password.');
    }
    await this.throttle.succeeded(email, ip);
    if (!user.isActive) {
      throw new UnauthorizedException('Your account has been deactivated. Please contact your administrator.');
    }
    if (user.role !== 'Admin' && user.company && !user.company.isActive) {
      throw new ForbiddenException('Your company account is inactive. Please contact support.');
    }
    // An account with two-factor sign-in gets a challenge instead of a token: the code step finishes the sign-in.
    if (await this.twoFactor.isEnabled(user.id)) return this.twoFactor.challenge(user.id);
    return this.signedIn(user.id, undefined, client);
  }

  /**
   * The code step of a two-factor sign-in. Its own throttle: the attempt counts on the challenge (5) and on the
   * account's second-factor counter (5 per 15 minutes, any challenge) before the code is checked.
   */
  async loginWithSecondFactor(challenge: string, proof: { code?: string; recoveryCode?: string }, ip: string, client?: SignInClient): Promise<LoginResult> {
    const claimed = await this.twoFactor.countAttempt(challenge);
    const throttleKey = `two-factor:${claimed.userId}`;
    await this.throttle.reserve(throttleKey, ip);
    const user = await this.users.findById(claimed.userId);
    if (!user || !user.isActive) throw new UnauthorizedException('Your account has been deactivated. Please contact your administrator.');
    const at = await this.twoFactor.completeChallenge(claimed, user.email, proof);
    await this.throttle.succeeded(throttleKey, ip);
    const factor = await this.twoFactor.factorOf(user.id);
    return this.signedIn(user.id, factor ? { at: Math.floor(at.getTime() / 1000), reference: factor.reference } : undefined, client);
  }

  /** The end of every sign-in: the date of it, and a token (carrying the second factor when one was checked). */
  async signedIn(userId: string, multiFactor?: { at: number; reference: string }, client?: SignInClient): Promise<LoginResult> {
    const user = (await this.users.findById(userId))!;
    user.lastLoginDate = new Date();
    await this.usersRepository.recordLogin(user.id, user.lastLoginDate);
    await this.sessions.profileChanged(user.id);
    return { token: await this.signIns.start(user, client, multiFactor), user: await this.users.toDto(user, true) };
  }
}
