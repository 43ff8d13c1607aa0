import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { InvitationPreview, LoginResult } from '@app/contracts';
import { Public } from '@app/nest-auth';
import { AuditTrail } from '@app/nest-db';
import type { Request } from 'express';
import type { SignInClient } from '../sessions/sessions.service';
import { RegisterDto, RegisterWithCompanyDto, ResetPasswordDto } from './dto/registration.dto';
import { RegistrationService } from './registration.service';

/** The device and address of a sign-in (its session row). */
export const clientOf = (req: Request): SignInClient => ({ userAgent: req.get('user-agent') ?? '', ipAddress: req.ip ?? '' });

/** Public: reached from invitation and password reset links. Each success answers `{ token, user }` (signed in). */
@Controller('auth')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly audit: AuditTrail,
  ) {}

  @Public()
  @Get('invitation')
  preview(@Query('token') token?: string): Promise<InvitationPreview> {
    return this.registration.preview(typeof token === 'string' ? token : undefined);
  }

  @Public()
  @Post('register')
  @HttpCode(200)
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<LoginResult> {
    return this.recorded('user.registered', req, await this.registration.register(body, clientOf(req)));
  }

  @Public()
  @Post('register-with-company')
  @HttpCode(200)
  async registerWithCompany(@Body() body: RegisterWithCompanyDto, @Req() req: Request): Promise<LoginResult> {
    return this.recorded('company.registered', req, await this.registration.registerWithCompany(body, clientOf(req)));
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto, @Req() req: Request): Promise<LoginResult> {
    return this.recorded('auth.password-reset', req, await this.registration.resetPassword(body, clientOf(req)));
  }

  /** The audit entry of a registration or reset: the person it signed in is the actor. */
  private async recorded(action: string, req: Request, result: LoginResult): Promise<LoginResult> {
    const actor = { id: result.user.id, email: result.user.email };
    const target = action === 'company.registered' && result.user.companyId
      ? { type: 'company', id: result.user.companyId, name: result.user.companyName ?? null }
      : { type: 'user', id: actor.id, name: actor.email };
    await this.audit.record({ ...AuditTrail.fromRequest(req, actor), action, target });
    return result;
  }
}
