import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { HmrcAuthorizationStatus, HmrcAuthorizeResponse } from '@app/contracts';
import { CurrentUser, Public, Roles, SessionUser } from '@app/nest-auth';
import { HmrcAuthorizationService } from './hmrc-authorization.service';
import { Audited } from '@app/nest-db';

/** The origin of the admin's browser (the SPA), to build the OAuth redirect address when PUBLIC_URL is not set. */
export function browserOrigin(req: Request): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\//.test(origin)) return origin.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host')}`;
}

/** Beyond the spec: "Authorize with HMRC" (docs/hmrc-integration.md). */
@Controller('admin/hmrc')
@Roles('Admin')
export class HmrcAuthorizationController {
  constructor(private readonly authorization: HmrcAuthorizationService) {}

  @Audited('hmrc.authorization-started', 'hmrc-configuration')
  @Post('authorize')
  @HttpCode(200)
  authorize(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<HmrcAuthorizeResponse> {
    return this.authorization.start(user.id, browserOrigin(req));
  }

  @Get('authorization')
  status(): Promise<HmrcAuthorizationStatus> {
    return this.authorization.status();
  }

  /**
   * HMRC sends the admin's browser here (no bearer token can come with a redirect), so the route is public: it is
   * trusted only through the single-use, expiring `state` the authorize call stored for the admin.
   */
  @Public()
  @Get('oauth/callback')
  async callback(@Query() query: Record<string, string | undefined>, @Res() res: Response): Promise<void> {
    res.redirect(302, await this.authorization.callback(query));
  }
}
