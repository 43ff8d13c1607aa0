import { Global, Module } from '@nestjs/common';
import { MAILER_ADAPTER } from '@app/nest-common';
import { MailLogModule } from './mail-log/mail-log.module';
import { SmtpModule } from './smtp/smtp.module';
import { SmtpMailer } from './smtp/smtp-mailer';

/**
 * Owns the `settings` schema: SMTP configurations and the mail log (docs/mail.md). Global only to export its
 * SMTP adapter as the product's Mailer (`MAILER_ADAPTER`, picked up by CommonModule): every module that sends mail
 * injects the `Mailer` port, and only this module touches the settings tables.
 */
@Global()
@Module({
  imports: [SmtpModule, MailLogModule],
  providers: [{ provide: MAILER_ADAPTER, useExisting: SmtpMailer }],
  exports: [MAILER_ADAPTER],
})
export class SettingsModule {}
