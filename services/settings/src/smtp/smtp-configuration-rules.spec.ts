import { SMTP_DEFAULTS } from '@app/contracts';
import { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import { applyConfigurationUpdate, DEFAULT_TEST_SUBJECT, defaultTestMessage, newConfigurationFields, testMessageOf } from './smtp-configuration-rules';

const fields = { displayName: ' Relay ', host: ' smtp.example.com ', username: ' u ', fromEmail: ' a@example.com ', fromName: ' Payroll ' };

it('a new configuration is trimmed, takes the defaults and starts inactive and untested', () => {
  expect(newConfigurationFields({ ...fields, password: 'p', notes: '  ' }, 'sealed')).toEqual({
    displayName: 'Relay', host: 'smtp.example.com', port: SMTP_DEFAULTS.port, username: 'u', passwordEncrypted: 'sealed', fromEmail: 'a@example.com', fromName: 'Payroll',
    enableSsl: SMTP_DEFAULTS.enableSsl, isActive: SMTP_DEFAULTS.isActive, useDefaultCredentials: SMTP_DEFAULTS.useDefaultCredentials, timeoutSeconds: SMTP_DEFAULTS.timeoutSeconds,
    notes: null, lastTestedDate: null, lastTestSuccessful: null,
  });
});

it('an update keeps absent values and, for a blank password, the current password', () => {
  const existing = () => Object.assign(new SmtpConfigurationEntity(), { port: 2525, enableSsl: false, timeoutSeconds: 9, notes: 'keep', passwordEncrypted: 'old' });
  const encrypt = jest.fn((p: string) => `sealed:${p}`);
  const kept = applyConfigurationUpdate(existing(), { ...fields, password: '', timeoutSeconds: null }, encrypt);
  expect(kept).toMatchObject({ displayName: 'Relay', port: 2525, enableSsl: false, timeoutSeconds: 9, notes: 'keep', passwordEncrypted: 'old' });
  expect(encrypt).not.toHaveBeenCalled();
  expect(applyConfigurationUpdate(existing(), { ...fields, port: 587, password: 'new', notes: null }, encrypt)).toMatchObject({ port: 587, notes: null, passwordEncrypted: 'sealed:new' });
});

it('a test message takes the defaults for a blank subject and text', () => {
  expect(testMessageOf({ testEmailAddress: ' to@example.com ', testSubject: ' ', testMessage: null }, 'Relay')).toEqual({ to: 'to@example.com', subject: DEFAULT_TEST_SUBJECT, text: defaultTestMessage('Relay') });
  expect(testMessageOf({ testEmailAddress: 'to@example.com', testSubject: 'S', testMessage: 'T' }, 'Relay')).toEqual({ to: 'to@example.com', subject: 'S', text: 'T' });
});
