import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LoginResult } from '@app/contracts';
import { AuthService } from '@app/nest-auth';
import { User } from '../users/entities/user.entity';
import { verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { SignInThrottleService } from './sign-in-throttle.service';

@Injectable()
export class LoginService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly throttle: SignInThrottleService,
    private readonly auth: AuthService,
  ) {}

  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
    const email = rawEmail.trim().toLowerCase();
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await this.throttle.recordFailure(email, ip);
      throw new UnauthorizedException('Invalid email or password.');
    }
    await this.throttle.reset(email, ip);
    if (!user.isActive) {
      throw new UnauthorizedException('Your account has been deactivated. Please contact your administrator.');
    }
    if (user.role !== 'Admin' && user.company && !user.company.isActive) {
      throw new ForbiddenException('Your company account is inactive. Please contact support.');
    }
    user.lastLoginDate = new Date();
    await this.dataSource.getRepository(User).update(user.id, { lastLoginDate: user.lastLoginDate });
    return { token: await this.auth.issueToken(user), user: await this.users.toDto(user, true) };
  }
}
