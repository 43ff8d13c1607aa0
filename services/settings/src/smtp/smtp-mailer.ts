// The real Mailer (port from @app/nest-common): sends every message of the product through the active SMTP
// configuration and writes the mail log. With no active configuration it records the attempt and throws
// MailerNotConfiguredError, which callers (or, as a safety net, the global exception filter) turn into a 409.
// Provided by the settings module itself (settings.module.ts), so only this module touches the settings tables.
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { MailMessage, Mailer, MailerNotConfiguredError, Vault, Metrics } from '@app/nest-common';
import { MailLogService } from '../mail-log/mail-log.service';
import { smtpTransportConfig } from '../settings.config';
import { SmtpConfigurationRepository } from './smtp-configuration.repository';
import { toSmtpSettings } from './smtp-configuration-rules';
import { sendSmtpMessage } from './smtp-transport';

/** Delivery through the active configuration failed; `message` is the admin-readable reason. */
class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

const NOT_CONFIGURED_LOG_TEXT = 'No active SMTP configuration: the message was not sent.';

@Injectable()
export class SmtpMailer extends Mailer implements OnModuleInit {
  private readonly logger = new Logger('Mailer');

  constructor(
    private readonly configurations: SmtpConfigurationRepository,
    private readonly mailLog: MailLogService,
    private readonly vault: Vault,
    @Inject(smtpTransportConfig.KEY) private readonly tls: ConfigType<typeof smtpTransportConfig>,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  onModuleInit(): void {
    if (!this.tls.rejectUnauthorized) this.logger.warn('SMTP_TLS_REJECT_UNAUTHORIZED=false: SMTP server certificates are not verified');
  }

  async send(message: MailMessage): Promise<void> {
    const active = await this.configurations.findActive();
    if (!active) {
      await this.mailLog.record({ recipient: message.to, subject: message.subject, status: 'Failed', errorMessage: NOT_CONFIGURED_LOG_TEXT });
      this.logger.warn(`Mail "${message.subject}" not sent: no active SMTP configuration`);
      throw new MailerNotConfiguredError();
    }
    const result = await sendSmtpMessage(toSmtpSettings(active, this.vault), message, this.tls);
    this.metrics.counter('mail_sent_total', 'E-mails sent through SMTP, by outcome', ['outcome']).inc({ outcome: result.success ? 'sent' : 'failed' });
    await this.mailLog.record({
      recipient: message.to,
      subject: message.subject,
      status: result.success ? 'Sent' : 'Failed',
      errorMessage: result.success ? null : result.errorMessage,
      configurationId: active.id,
      configurationName: active.displayName,
      durationMs: result.durationMs,
    });
    if (!result.success) {
      this.logger.warn(`Mail "${message.subject}" via "${active.displayName}" failed: ${result.errorMessage}`);
      throw new MailDeliveryError(result.errorMessage);
    }
  }
}
