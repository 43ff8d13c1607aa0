import { BadRequestException, Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { LoginResult, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contracts';
import { CurrentUser, Public, SessionUser } from '@app/nest-auth';
import { clientOf } from '../registration/registration.controller';
import { SessionsService } from '../sessions/sessions.service';
import { AuditTrail } from '@app/nest-db';
import { UsersService } from '../users/users.service';
import { TwoFactorProofDto, TwoFactorSignInDto } from './dto/two-factor.dto';
import { LoginService } from './login.service';
import { TWO_FACTOR_MESSAGES, TwoFactorService } from './two-factor.service';

const needsProof = (body: TwoFactorProofDto) => {
  if (!body.code && !body.recoveryCode) {
    throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.codeRequired, errors: { code: [TWO_FACTOR_MESSAGES.codeRequired] } });
  }
};

/** Two-factor sign-in (TOTP): the caller's own enrolment, and the code step of a sign-in (issue 13). */
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly logins: LoginService,
    private readonly users: UsersService,
    private readonly signIns: SessionsService,
    private readonly audit: AuditTrail,
  ) {}

  @Get('2fa')
  status(@CurrentUser() me: SessionUser): Promise<TwoFactorStatus> {
    return this.twoFactor.status(me.id);
  }

  @Post('2fa/setup')
  @HttpCode(200)
  setup(@CurrentUser() me: SessionUser): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(me.id, me.email);
  }

  /** Turns it on; the answer's token carries the factor, so an admin continues without signing in again. */
  @Post('2fa/enable')
  @HttpCode(200)
  async enable(@CurrentUser() me: SessionUser, @Body() body: TwoFactorProofDto, @Req() req: Request): Promise<TwoFactorEnabled> {
    if (!body.code) throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.invalidCode, errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });
    const recoveryCodes = await this.twoFactor.enable(me.id, me.email, body.code);
    await this.audit.record({ ...AuditTrail.fromRequest(req), action: 'auth.two-factor-enabled', target: { type: 'user', id: me.id, name: me.email } });
    const factor = (await this.twoFactor.factorOf(me.id))!;
    const user = (await this.users.findById(me.id))!;
    // The factor was checked when it was turned on (the service's clock), which is the time the token records.
    const token = await this.signIns.reissue(user, me.sessionId, { at: Math.floor(factor.enabledAt.getTime() / 1000), reference: factor.reference });
    return { recoveryCodes, token };
  }

  @Post('2fa/disable')
  @HttpCode(200)
  async disable(@CurrentUser() me: SessionUser, @Body() body: TwoFactorProofDto, @Req() req: Request): Promise<TwoFactorStatus> {
    needsProof(body);
    await this.twoFactor.disable(me.id, me.email, body);
    await this.audit.record({ ...AuditTrail.fromRequest(req), action: 'auth.two-factor-disabled', target: { type: 'user', id: me.id, name: me.email } });
    return this.twoFactor.status(me.id);
  }

  /** The code step of a sign-in: the challenge from POST /api/auth/login and a code or a recovery code. */
  @Public()
  @Post('login/two-factor')
  @HttpCode(200)
  async signIn(@Body() body: TwoFactorSignInDto, @Ip() ip: string, @Req() req: Request): Promise<LoginResult> {
    needsProof(body);
    try {
      const result = await this.logins.loginWithSecondFactor(body.challenge, body, ip, clientOf(req));
      const actor = { id: result.user.id, email: result.user.email };
      await this.audit.record({
        ...AuditTrail.fromRequest(req, actor),
        action: 'auth.signed-in',
        target: { type: 'user', id: actor.id, name: actor.email },
        changes: [{ field: 'secondFactor', before: null, after: body.recoveryCode ? 'recovery code' : 'TOTP' }],
      });
      return result;
    } catch (error) {
      const status = (error as { getStatus?: () => number }).getStatus?.() ?? 0;
      if (status === 401 || status === 429) {
        await this.audit.record({
          ...AuditTrail.fromRequest(req, null),
          action: status === 429 ? 'auth.locked-out' : 'auth.second-factor-failed',
          changes: [{ field: 'reason', before: null, after: (error as Error).message }],
        });
      }
      throw error;
    }
  }
}
