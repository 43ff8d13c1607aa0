import type { FeatureModule } from '@app/nest-app';
import { Mailer } from '@app/nest-common';
import { settingsEnvRules } from './settings.config';
import { SettingsModule } from './settings.module';
import { SettingsInit1763700005000 } from './migrations/1763700005000-SettingsInit';
import { SmtpConfigurations1763700105000 } from './migrations/1763700105000-SmtpConfigurations';
import { MailLogEntryEntity } from './mail-log/entities/mail-log-entry.entity';
import { SmtpConfigurationEntity } from './smtp/entities/smtp-configuration.entity';

/** Provides the product-wide Mailer itself (SMTP adapter and mail log): see settings.module.ts. */
export { SettingsModule } from './settings.module';
export { settingsEnvRules } from './settings.config';
export const settingsEntities = [SmtpConfigurationEntity, MailLogEntryEntity];
export const settingsMigrations = [SettingsInit1763700005000, SmtpConfigurations1763700105000];

/** The settings module as every composition root hosts it; it provides the Mailer (SMTP adapter and mail log). */
export const settingsFeature: FeatureModule = {
  name: 'settings',
  module: SettingsModule,
  entities: settingsEntities,
  migrations: settingsMigrations,
  defaultPort: 3205,
  envRules: settingsEnvRules,
  provides: [Mailer],
};
