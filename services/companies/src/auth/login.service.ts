import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginResult } from '@app/contracts';
import { AuthService } from '@app/nest-auth';
import { verifyPassword } from '../users/passwords';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { SignInThrottleService } from './sign-in-throttle.service';

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly usersRepository: UsersRepository,
    private readonly throttle: SignInThrottleService,
    private readonly auth: AuthService,
    private readonly sessions: CompaniesSessionDirectory,
  ) {}

  /**
   * Signs the user out on the server: the session version moves on, so this token (and, until sessions are tracked
   * per device, every other token of the account) is refused from the next request, and `session.changed` closes the
   * account's hub connections on every instance.
   */
  async logout(userId: string): Promise<void> {
    await this.usersRepository.endSessions(userId);
    await this.sessions.userChanged(userId);
  }

  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
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
    user.lastLoginDate = new Date();
    await this.usersRepository.recordLogin(user.id, user.lastLoginDate);
    await this.sessions.profileChanged(user.id);
    return { token: await this.auth.issueToken(user), user: await this.users.toDto(user, true) };
  }
}
