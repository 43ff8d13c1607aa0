export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
