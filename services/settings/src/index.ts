import type { FeatureModule } from '@app/nest-app';
import { settingsEnvRules } from './settings.config';
import { SettingsModule } from './settings.module';
import { SettingsInit1763700005000 } from './migrations/1763700005000-SettingsInit';
import { SmtpConfigurations1763700105000 } from './migrations/1763700105000-SmtpConfigurations';
import { MailLogEntryEntity } from './mail-log/entities/mail-log-entry.entity';
import { SmtpConfigurationEntity } from './smtp/entities/smtp-configuration.entity';

const settingsEntities = [SmtpConfigurationEntity, MailLogEntryEntity];
const settingsMigrations = [SettingsInit1763700005000, SmtpConfigurations1763700105000];

/**
 * The settings module as every composition root hosts it. It provides the Mailer itself: its global module exports
 * the SMTP adapter under MAILER_ADAPTER, which CommonModule's Mailer uses (docs/mail.md), so no port fallback applies.
 */
export const settingsFeature: FeatureModule = {
  name: 'settings',
  module: SettingsModule,
  entities: settingsEntities,
  migrations: settingsMigrations,
  defaultPort: 3205,
  envRules: settingsEnvRules,
};
