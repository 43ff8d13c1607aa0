export type { MailLogEntry, MailLogPage, SmtpConfiguration, SmtpConfigurationRequest, SmtpTestRequest, SmtpTestResponse } from '@app/contracts';
export { SMTP_DEFAULTS, SMTP_LIMITS, SMTP_VALIDATION } from '@app/contracts';
