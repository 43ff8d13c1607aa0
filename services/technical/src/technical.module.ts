import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogService } from './audit/audit-log.service';
import { auditConfig, hubConfig, schedulerConfig, systemStatusConfig } from './config';
import { LocalConnections } from './hub/local-connections';
import { NotificationHubGateway } from './hub/notification-hub.gateway';
import { NotificationReceiptsController } from './notifications/notification-receipts.controller';
import { NotificationScheduler } from './notifications/notification-scheduler';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { SystemStatusController } from './system-status/system-status.controller';
import { SystemStatusRepository } from './system-status/system-status.repository';
import { SystemStatusService } from './system-status/system-status.service';

/**
 * Owns the `technical` schema: system notifications (send, schedule, deliver, read receipts), the Technical Status
 * endpoints and the `/notificationHub` SignalR hub (the NotificationHubGateway, served by the SignalR adapter that
 * `mountNotificationHub` registers). Company
 * counts come through the CompanyStatistics port; company deactivation and reset reach that company's signed-in
 * users through the event bus.
 */
@Module({
  imports: [ConfigModule.forFeature(auditConfig), ConfigModule.forFeature(hubConfig), ConfigModule.forFeature(schedulerConfig), ConfigModule.forFeature(systemStatusConfig)],
  controllers: [AuditLogController, SystemStatusController, NotificationsController, NotificationReceiptsController],
  providers: [
    AuditLogService,
    LocalConnections,
    NotificationsRepository,
    NotificationsService,
    NotificationScheduler,
    SystemStatusRepository,
    SystemStatusService,
    NotificationHubGateway,
  ],
})
export class TechnicalModule {}
