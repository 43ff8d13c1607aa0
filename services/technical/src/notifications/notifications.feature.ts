// Everything the technical module registers for notifications, status and the hub (wired in technical.module.ts).
import { NotificationHubService } from '../hub/notification-hub.service';
import { LocalConnections } from '../hub/local-connections';
import { SystemStatusService } from '../system-status/system-status.service';
import { NotificationReceipt } from './entities/notification-receipt.entity';
import { Notification } from './entities/notification.entity';
import { NotificationScheduler } from './notification-scheduler';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { TechnicalController } from './technical.controller';

export const notificationEntities = [Notification, NotificationReceipt];
export const notificationControllers = [TechnicalController, NotificationsController];
export const notificationProviders = [LocalConnections, NotificationsService, NotificationScheduler, SystemStatusService, NotificationHubService];
