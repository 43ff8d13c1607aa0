import { TechnicalInit1763700004000 } from './migrations/1763700004000-TechnicalInit';
import { Notifications1763700004100 } from './migrations/1763700004100-Notifications';
import { notificationEntities } from './notifications/notifications.feature';

export { TechnicalModule } from './technical.module';
export { mountNotificationHub } from './hub/mount';
export { NotificationHubService, HUB_PATH } from './hub/notification-hub.service';
export { NOTIFICATION_TOPICS, type PublishNotificationEvent, type BroadcastEvent } from './notifications/notifications.service';
export const technicalEntities = [...notificationEntities];
export const technicalMigrations = [TechnicalInit1763700004000, Notifications1763700004100];
export { technicalEnvRules } from './config';
