import { Controller, Get } from '@nestjs/common';
import type { SystemMetrics, SystemStatus } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { SystemStatusService } from './system-status.service';

/** Technical Status screen (spec section 7 "Technical"): component checks and metrics. Admin only. */
@Controller('technical')
@Roles('Admin')
export class SystemStatusController {
  constructor(private readonly status: SystemStatusService) {}

  @Get('system-status')
  systemStatus(): Promise<SystemStatus> {
    return this.status.status();
  }

  @Get('system-metrics')
  systemMetrics(): Promise<SystemMetrics> {
    return this.status.metrics();
  }
}
