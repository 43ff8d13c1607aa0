// The real Mailer (port from @app/nest-common): sends every message of the product through the active SMTP
// configuration and writes the mail log. With no active configuration it records the attempt and throws
// MailerNotConfiguredError, which callers (or, as a safety net, the global exception filter) turn into a 409.
// Registered with `CommonModule.forRoot({ mailer: SmtpMailer })`. Plain SQL on the `settings` schema: it needs only
// the DataSource and the Vault, so it also works in a process that does not host the settings module.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailMessage, Mailer, MailerNotConfiguredError, Vault } from '@app/nest-common';
import { recordMail } from './mail-log';
import { sendSmtpMessage, SmtpSettings, SmtpTlsPolicy, tlsPolicyFromEnv } from './smtp-transport';

export const SMTP_TLS_POLICY = Symbol('SMTP_TLS_POLICY');

/** Delivery through the active configuration failed; `message` is the admin-readable reason. */
export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export const NOT_CONFIGURED_LOG_TEXT = 'No active SMTP configuration: the message was not sent.';

interface ActiveRow {
  id: string;
  display_name: string;
  host: string;
  port: number;
  username: string;
  password_encrypted: string;
  from_email: string;
  from_name: string;
  enable_ssl: boolean;
  use_default_credentials: boolean;
  timeout_seconds: number;
}

@Injectable()
export class SmtpMailer extends Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly policy: SmtpTlsPolicy;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Vault) private readonly vault: Vault,
    @Optional() @Inject(SMTP_TLS_POLICY) policy?: SmtpTlsPolicy,
  ) {
    super();
    this.policy = policy ?? tlsPolicyFromEnv();
    if (!this.policy.rejectUnauthorized) {
      this.logger.warn('SMTP_TLS_REJECT_UNAUTHORIZED=false: SMTP server certificates are not verified');
    }
  }

  private async active(): Promise<ActiveRow | undefined> {
    try {
      const rows: ActiveRow[] = await this.dataSource.query(
        `SELECT id, display_name, host, port, username, password_encrypted, from_email, from_name, enable_ssl,
                use_default_credentials, timeout_seconds
           FROM settings.smtp_configurations WHERE is_active LIMIT 1`,
      );
      return rows[0];
    } catch (error) {
      // The settings schema is not migrated in this database (settings module hosted elsewhere and not started yet):
      // mail is simply not configured.
      if ((error as { code?: string }).code === '42P01') return undefined;
      throw error;
    }
  }

  /** True when a configuration is active (for status pages). */
  async isConfigured(): Promise<boolean> {
    return (await this.active()) !== undefined;
  }

  async send(message: MailMessage): Promise<void> {
    const active = await this.active();
    if (!active) {
      await recordMail(this.dataSource, { recipient: message.to, subject: message.subject, status: 'Failed', errorMessage: NOT_CONFIGURED_LOG_TEXT });
      this.logger.warn(`Mail "${message.subject}" not sent: no active SMTP configuration`);
      throw new MailerNotConfiguredError();
    }
    const settings: SmtpSettings = {
      host: active.host,
      port: active.port,
      username: active.username,
      password: this.vault.decrypt(active.password_encrypted),
      enableSsl: active.enable_ssl,
      useDefaultCredentials: active.use_default_credentials,
      timeoutSeconds: active.timeout_seconds,
      fromEmail: active.from_email,
      fromName: active.from_name,
    };
    const result = await sendSmtpMessage(settings, message, this.policy);
    await recordMail(this.dataSource, {
      recipient: message.to,
      subject: message.subject,
      status: result.success ? 'Sent' : 'Failed',
      errorMessage: result.success ? null : result.errorMessage,
      configurationId: active.id,
      configurationName: active.display_name,
      durationMs: result.durationMs,
    });
    if (!result.success) {
      this.logger.warn(`Mail "${message.subject}" via "${active.display_name}" failed: ${result.errorMessage}`);
      throw new MailDeliveryError(result.errorMessage);
    }
  }
}
