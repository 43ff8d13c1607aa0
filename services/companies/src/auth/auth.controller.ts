import { Body, Controller, Get, HttpCode, HttpException, Ip, NotFoundException, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AuditTrail } from '@app/nest-db';
import type { LoginResult, TwoFactorChallenge, UserDto } from '@app/contracts';
import { CurrentUser, Public, SessionUser } from '@app/nest-auth';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { LoginService } from './login.service';
import { clientOf } from '../registration/registration.controller';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Ip() ip: string, @Req() req: Request): Promise<LoginResult | TwoFactorChallenge> {
    try {
      const result = await this.logins.login(body.email, body.password, ip, clientOf(req));
      if ('twoFactorRequired' in result) return result; // signed in (and recorded) once the code step succeeds
      const actor = { id: result.user.id, email: result.user.email };
      await this.audit.record({ ...AuditTrail.fromRequest(req, actor), action: 'auth.signed-in', target: { type: 'user', id: actor.id, name: actor.email } });
      return result;
    } catch (error) {
      // Every refused attempt is on record: a wrong password, a throttled one (locked out) and a deactivated account.
      const status = error instanceof HttpException ? error.getStatus() : 0;
      const action = status === 429 ? 'auth.locked-out' : status === 401 || status === 403 ? 'auth.sign-in-failed' : null;
      if (action) {
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
        const reason = error instanceof HttpException ? error.message : null;
        await this.audit.record({
          ...AuditTrail.fromRequest(req, { id: null, email }),
          action,
          changes: reason ? [{ field: 'reason', before: null, after: reason }] : [],
        });
      }
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentUser() session: SessionUser, @Req() req: Request): Promise<void> {
    await this.logins.logout(session.id, session.sessionId);
    await this.audit.record({ ...AuditTrail.fromRequest(req), action: 'auth.signed-out', target: { type: 'user', id: session.id, name: session.email } });
  }

  @Get('me')
  async me(@CurrentUser() session: SessionUser): Promise<UserDto> {
    const user = await this.users.profile(session.id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
