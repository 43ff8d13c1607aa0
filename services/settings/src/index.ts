import { SettingsInit1763700005000 } from './migrations/1763700005000-SettingsInit';
import { SmtpConfigurations1763700105000 } from './migrations/1763700105000-SmtpConfigurations';
import { MailLogEntryEntity } from './smtp/entities/mail-log-entry.entity';
import { SmtpConfigurationEntity } from './smtp/entities/smtp-configuration.entity';

export { SettingsModule } from './settings.module';
/** The product-wide Mailer adapter: `CommonModule.forRoot({ mailer: SmtpMailer })`. */
export { SmtpMailer, MailDeliveryError } from './smtp/smtp-mailer';
export { settingsEnvRules } from './settings-env';
export const settingsEntities = [SmtpConfigurationEntity, MailLogEntryEntity];
export const settingsMigrations = [SettingsInit1763700005000, SmtpConfigurations1763700105000];
