// The settings module's configuration: the only place in this module that reads the environment. Each namespace is
// validated at boot with the shared rules (libs/nest-common/src/config.ts) and injected with
// `@Inject(x.KEY) cfg: ConfigType<typeof x>`.
import { existsSync } from 'fs';
import { registerAs } from '@nestjs/config';
import { EnvRule, isOneOf, isPositiveInt, validateEnv } from '@app/nest-common';
import { tlsPolicyFromEnv } from './smtp/smtp-transport';

/** Environment variables read by the settings module and its Mailer. */
export const settingsEnvRules: Record<string, EnvRule> = {
  SMTP_TLS_REJECT_UNAUTHORIZED: { check: isOneOf('true', 'false') },
  SMTP_TLS_CA_FILE: { check: (v) => (existsSync(v) ? undefined : 'must be the path of a PEM file') },
  MAIL_LOG_RETENTION_DAYS: { check: isPositiveInt },
};

const pick = (...names: string[]) => Object.fromEntries(names.map((n) => [n, settingsEnvRules[n]]));

/** TLS policy of every SMTP connection (test endpoint and Mailer): docs/mail.md. */
export const smtpTransportConfig = registerAs('smtp-transport', () => {
  validateEnv(pick('SMTP_TLS_REJECT_UNAUTHORIZED', 'SMTP_TLS_CA_FILE'));
  return tlsPolicyFromEnv(process.env);
});

/** Mail log entries older than `retentionDays` are pruned (default 90). */
export const mailLogConfig = registerAs('mail-log', () => {
  validateEnv(pick('MAIL_LOG_RETENTION_DAYS'));
  return { retentionDays: Number(process.env.MAIL_LOG_RETENTION_DAYS || 90) };
});
