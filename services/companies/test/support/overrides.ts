// Provider overrides of the companies API tests (createTestApp({ features: [companiesFeature], overrides })).
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { MailMessage, Mailer, MailerNotConfiguredError } from '@app/nest-common';
import { BlobStore, LocalBlobStore, SalaryComponentUsage } from '../../src';

export type MailerMode = 'deliver' | 'not-configured' | 'fail';

/** The test double of the Mailer port: `RecordingMailer.mode` selects the behaviour, `sent` holds what was sent. */
export class RecordingMailer extends Mailer {
  static mode: MailerMode = 'deliver';
  static sent: MailMessage[] = [];

  static reset(mode: MailerMode = 'deliver'): void {
    RecordingMailer.mode = mode;
    RecordingMailer.sent = [];
  }

  async send(message: MailMessage): Promise<void> {
    if (RecordingMailer.mode === 'not-configured') throw new MailerNotConfiguredError();
    if (RecordingMailer.mode === 'fail') throw new Error('Connection refused: nothing accepts SMTP connections at smtp.test:587.');
    RecordingMailer.sent.push(message);
  }
}

/** Mail is recorded instead of sent (starts in 'deliver' mode with nothing sent). */
export function recordingMailer() {
  RecordingMailer.reset();
  return { provide: Mailer, useClass: RecordingMailer };
}

/** Stored files' blobs in a fresh temporary folder: the override and the store itself (to write and check blobs). */
export function temporaryFileStore() {
  const store = new LocalBlobStore(join(mkdtempSync(join(tmpdir(), 'companies-test-')), 'files'));
  return { store, override: { provide: BlobStore, useValue: store } };
}

/** The token in a link like https://host/register?token=... */
export function tokenFromLink(text: string, page: string): string {
  const match = new RegExp(`${page.replace('/', '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`No ${page} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** Business models using salary components, set by the test (`usage.models[code] = ['Limited company']`). */
export function salaryComponentUsage() {
  const models: Record<string, string[]> = {};
  const double: SalaryComponentUsage = { usedBy: async (code: string) => models[code] ?? [] };
  return { models, override: { provide: SalaryComponentUsage, useValue: double } };
}
