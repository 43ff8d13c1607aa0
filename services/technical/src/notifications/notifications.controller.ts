import { Body, Controller, Get, Post } from '@nestjs/common';
import type { NotificationStats, SendNotificationResult } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { SendNotificationDto } from './dto/send-notification.dto';
import { NotificationsService } from './notifications.service';
import { Audited } from '@app/nest-db';

/** System notifications of the Technical Status screen (spec section 7 "Technical"): send and statistics. Admin only. */
@Controller('technical')
@Roles('Admin')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('notification-stats')
  notificationStats(): Promise<NotificationStats> {
    return this.notifications.stats();
  }

  /** 201 with `{ id, status: 'Sent' | 'Scheduled' }`. */
  @Audited('notification.sent', 'notification', { recordBody: true })
  @Post('send-notification')
  send(@Body() dto: SendNotificationDto, @CurrentUser() user: SessionUser): Promise<SendNotificationResult> {
    return this.notifications.send(dto, user.id);
  }
}
