import type { FeatureModule } from '@app/nest-app';
import { technicalEnvRules } from './config';
import { mountNotificationHub } from './hub/mount';
import { TechnicalModule } from './technical.module';
import { TechnicalInit1763700004000 } from './migrations/1763700004000-TechnicalInit';
import { Notifications1763700004100 } from './migrations/1763700004100-Notifications';
import { NotificationReceipt } from './notifications/entities/notification-receipt.entity';
import { Notification } from './notifications/entities/notification.entity';

export { TechnicalModule } from './technical.module';
export { mountNotificationHub } from './hub/mount';
export const technicalEntities = [Notification, NotificationReceipt];
export const technicalMigrations = [TechnicalInit1763700004000, Notifications1763700004100];
export { technicalEnvRules } from './config';

/** The technical module as every composition root hosts it; it serves the notification hub. */
export const technicalFeature: FeatureModule = {
  name: 'technical',
  module: TechnicalModule,
  entities: technicalEntities,
  migrations: technicalMigrations,
  defaultPort: 3204,
  envRules: technicalEnvRules,
  beforeBodyParsers: (app) => void mountNotificationHub(app),
};
