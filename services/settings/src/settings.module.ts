import { Module } from '@nestjs/common';
import { SmtpModule } from './smtp/smtp.module';

/** Owns the `settings` schema: SMTP configurations and the mail log (docs/mail.md). */
@Module({
  imports: [SmtpModule],
})
export class SettingsModule {}
