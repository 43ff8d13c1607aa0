import { Metrics, Vault } from '@app/nest-common';
import type { MailLogService } from '../mail-log/mail-log.service';
import type { SmtpConfigurationRepository } from './smtp-configuration.repository';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  it('database errors are not hidden', async () => {
    const configurations = { findActive: jest.fn().mockRejectedValue(new Error('connection lost')) } as unknown as SmtpConfigurationRepository;
    const mailLog = { record: jest.fn() } as unknown as MailLogService;
    const mailer = new SmtpMailer(configurations, mailLog, new Vault(Buffer.alloc(32, 1)), { rejectUnauthorized: true }, new Metrics());
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('connection lost');
  });
});
