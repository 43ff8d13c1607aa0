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

/**
 * Token under which the module that owns mail (settings) exports its adapter from a global module; CommonModule's
 * `Mailer` is that adapter when the process hosts the module, NotConfiguredMailer otherwise. One provider of the
 * `Mailer` token, so no import order decides which of two global providers wins.
 */
export const MAILER_ADAPTER = Symbol('MAILER_ADAPTER');

/** Outbound mail port. The settings module provides the SMTP adapter (under MAILER_ADAPTER). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** Default until an SMTP adapter is registered. */
export class NotConfiguredMailer extends Mailer {
  async send(): Promise<void> {
    throw new MailerNotConfiguredError();
  }
}
