import { existsSync } from 'fs';
import { EnvRule, isOneOf, isPositiveInt } from '@app/nest-common';

/** Environment variables read by the settings module and its Mailer (validated at boot by the gateway and main.ts). */
export const settingsEnvRules: Record<string, EnvRule> = {
  SMTP_TLS_REJECT_UNAUTHORIZED: { check: isOneOf('true', 'false') },
  SMTP_TLS_CA_FILE: { check: (v) => (existsSync(v) ? undefined : 'must be the path of a PEM file') },
  MAIL_LOG_RETENTION_DAYS: { check: isPositiveInt },
};
