import { Module } from '@nestjs/common';
import { notificationControllers, notificationProviders } from './notifications/notifications.feature';

/**
 * Owns the `technical` schema: system notifications (send, schedule, deliver, read receipts), the Technical Status
 * endpoints and the `/notificationHub` SignalR hub (mounted on the HTTP server with `mountNotificationHub`).
 */
@Module({
  controllers: notificationControllers,
  providers: notificationProviders,
  exports: notificationProviders,
})
export class TechnicalModule {}
