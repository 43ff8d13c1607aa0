import { Module } from '@nestjs/common';
import { SmtpConfigurationController } from './smtp-configuration.controller';
import { SmtpConfigurationService } from './smtp-configuration.service';
import { SMTP_TLS_POLICY } from './smtp-mailer';
import { tlsPolicyFromEnv } from './smtp-transport';

/**
 * SMTP configurations, the test endpoint and the mail log. The product-wide `Mailer` adapter (`SmtpMailer`) is
 * registered where the app is composed: `CommonModule.forRoot({ mailer: SmtpMailer })` (gateway, settings main).
 */
@Module({
  controllers: [SmtpConfigurationController],
  providers: [{ provide: SMTP_TLS_POLICY, useFactory: () => tlsPolicyFromEnv() }, SmtpConfigurationService],
})
export class SmtpModule {}
