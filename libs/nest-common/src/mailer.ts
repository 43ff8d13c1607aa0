export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What a caller answers (409) when mail cannot be sent because no SMTP configuration is active. */
export const MAIL_NOT_CONFIGURED_MESSAGE =
  'Outbound mail is not configured. An administrator must add and activate an SMTP configuration in System Settings.';

/** Thrown by `Mailer.send()` when no configuration is active; the exception filter answers 409 if a caller does not. */
export class MailerNotConfiguredError extends Error {
  constructor() {
    super('Outbound mail is not configured');
    this.name = 'MailerNotConfiguredError';
  }
}

/** Outbound mail port. The settings module provides the SMTP adapter. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** Default until an SMTP adapter is registered. */
export class NotConfiguredMailer extends Mailer {
  async send(): Promise<void> {
    throw new MailerNotConfiguredError();
  }
}
