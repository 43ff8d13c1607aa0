import { MailerNotConfiguredError, Vault } from '@app/nest-common';
import type { DataSource } from 'typeorm';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer without the settings tables', () => {
  it('reports "not configured" when the settings schema is missing (module hosted elsewhere)', async () => {
    const missing = Object.assign(new Error('relation "settings.smtp_configurations" does not exist'), { code: '42P01' });
    const dataSource = { query: jest.fn().mockRejectedValue(missing) } as unknown as DataSource;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mailer = new SmtpMailer(dataSource, new Vault(Buffer.alloc(32, 1)), { rejectUnauthorized: true });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailerNotConfiguredError);
    await expect(mailer.isConfigured()).resolves.toBe(false);
    errors.mockRestore();
  });

  it('other database errors are not hidden', async () => {
    const dataSource = { query: jest.fn().mockRejectedValue(new Error('connection lost')) } as unknown as DataSource;
    const mailer = new SmtpMailer(dataSource, new Vault(Buffer.alloc(32, 1)), { rejectUnauthorized: true });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('connection lost');
  });
});
