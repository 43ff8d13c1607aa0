import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { HmrcTestResult, HmrcTestRun } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { HmrcConnectionTestService } from './hmrc-connection-test.service';
import { Audited } from '@app/nest-db';

/** Spec section 7 "HMRC": POST /api/admin/hmrc/test-connection; beyond the spec: GET /api/admin/hmrc/test-runs. */
@Controller('admin/hmrc')
@Roles('Admin')
export class HmrcConnectionTestController {
  constructor(private readonly tests: HmrcConnectionTestService) {}

  /** No body. Fraud-prevention data comes from the admin's request as the server sees it. */
  @Audited('hmrc.connection-tested', 'hmrc-configuration')
  @Post('test-connection')
  @HttpCode(200)
  test(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<HmrcTestResult> {
    return this.tests.run({
      userId: user.id,
      email: user.email,
      clientIp: req.ip ?? req.socket.remoteAddress ?? '',
      clientPort: req.socket.remotePort ?? null,
      userAgent: req.get('user-agent') ?? '',
      vendorIp: req.socket.localAddress ?? '',
      multiFactor: user.multiFactor,
    });
  }

  @Get('test-runs')
  list(): Promise<HmrcTestRun[]> {
    return this.tests.list();
  }
}
