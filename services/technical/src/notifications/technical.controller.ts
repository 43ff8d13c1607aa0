import { Body, Controller, Get, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import type { NotificationStats, SendNotificationResult, SystemMetrics, SystemStatus } from '@app/contracts';
import { SystemStatusService } from '../system-status/system-status.service';
import { SendNotificationDto } from './dto/send-notification.dto';
import { NotificationsService } from './notifications.service';

/** Technical Status screen (spec section 7 "Technical"). Admin only. */
@Controller('technical')
@Roles('Admin')
export class TechnicalController {
  constructor(
    private readonly status: SystemStatusService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get('system-status')
  systemStatus(): Promise<SystemStatus> {
    return this.status.status();
  }

  @Get('system-metrics')
  systemMetrics(): Promise<SystemMetrics> {
    return this.status.metrics();
  }

  @Get('notification-stats')
  notificationStats(): Promise<NotificationStats> {
    return this.notifications.stats();
  }

  /** 201 with `{ id, status: 'Sent' | 'Scheduled' }`. */
  @Post('send-notification')
  send(@Body() dto: SendNotificationDto, @CurrentUser() user: SessionUser): Promise<SendNotificationResult> {
    return this.notifications.send(dto, user.id);
  }
}
