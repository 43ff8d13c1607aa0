import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateSmtpConfigurationDto, TestSmtpConfigurationDto, UpdateSmtpConfigurationDto } from './smtp-configuration.dto';

type Ctor = new () => object;
async function errorsOf(cls: Ctor, body: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(cls, body) as object);
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

const valid = {
  displayName: 'Office 365',
  host: 'smtp.office365.com',
  port: 587,
  username: 'payroll@example.com',
  password: 'secret-password',
  fromEmail: 'payroll@example.com',
  fromName: 'Payroll',
  enableSsl: true,
  useDefaultCredentials: false,
  timeoutSeconds: 30,
  notes: 'Main relay',
};

describe('SMTP configuration DTOs', () => {
  it('accepts a valid configuration, and one with only the required fields', async () => {
    await expect(errorsOf(CreateSmtpConfigurationDto, valid)).resolves.toEqual({});
    const { port, enableSsl, useDefaultCredentials, timeoutSeconds, notes, ...required } = valid;
    void [port, enableSsl, useDefaultCredentials, timeoutSeconds, notes];
    await expect(errorsOf(CreateSmtpConfigurationDto, required)).resolves.toEqual({});
  });

  it('an empty create lists every required field with one message each', async () => {
    await expect(errorsOf(CreateSmtpConfigurationDto, { port: null })).resolves.toEqual({
      displayName: ['Display Name is required'],
      host: ['SMTP Host is required'],
      port: ['Port is required'],
      username: ['Username is required'],
      password: ['Password is required'],
      fromEmail: ['From Email is required'],
      fromName: ['From Name is required'],
    });
  });

  it('blank strings count as missing', async () => {
    const e = await errorsOf(CreateSmtpConfigurationDto, { ...valid, displayName: '   ', host: ' ', fromEmail: '' });
    expect(e).toEqual({ displayName: ['Display Name is required'], host: ['SMTP Host is required'], fromEmail: ['From Email is required'] });
  });

  it('format rules: port 1..65535, email, host, timeout 5..300', async () => {
    for (const port of [0, 65536, -1, 58.7, '587']) {
      await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, port })).resolves.toEqual({ port: ['Port must be a number from 1 to 65535'] });
    }
    for (const port of [1, 25, 465, 587, 65535]) await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, port })).resolves.toEqual({});
    await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, fromEmail: 'not-an-email' })).resolves.toEqual({ fromEmail: ['From Email must be a valid email address'] });
    for (const host of ['smtp://smtp.example.com', 'smtp.example.com:587', 'smtp example.com']) {
      await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, host })).resolves.toEqual({ host: ['SMTP Host must be a host name or IP address, without a scheme, port or spaces'] });
    }
    for (const host of ['127.0.0.1', 'localhost', 'mail-01.example.co.uk', '::1']) await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, host })).resolves.toEqual({});
    for (const timeoutSeconds of [4, 301, 0, 30.5]) {
      await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, timeoutSeconds })).resolves.toEqual({ timeoutSeconds: ['Timeout must be a number from 5 to 300 seconds'] });
    }
    for (const timeoutSeconds of [5, 300]) await expect(errorsOf(CreateSmtpConfigurationDto, { ...valid, timeoutSeconds })).resolves.toEqual({});
  });

  it('lengths and booleans', async () => {
    const e = await errorsOf(CreateSmtpConfigurationDto, { ...valid, displayName: 'x'.repeat(101), notes: 'n'.repeat(1001), enableSsl: 'yes' });
    expect(e).toEqual({
      displayName: ['Display Name must be at most 100 characters'],
      notes: ['Notes must be at most 1000 characters'],
      enableSsl: ['Enable SSL must be true or false'],
    });
  });

  it('on update the password is optional (blank keeps the current one)', async () => {
    const { password, ...rest } = valid;
    void password;
    await expect(errorsOf(UpdateSmtpConfigurationDto, rest)).resolves.toEqual({});
    await expect(errorsOf(UpdateSmtpConfigurationDto, { ...rest, password: '' })).resolves.toEqual({});
    await expect(errorsOf(UpdateSmtpConfigurationDto, { ...rest, id: 'abc', password: 'new-one' })).resolves.toEqual({});
  });

  it('test request: non-blank, valid address', async () => {
    await expect(errorsOf(TestSmtpConfigurationDto, { testEmailAddress: ' ' })).resolves.toEqual({ testEmailAddress: ['Please enter a test email address'] });
    await expect(errorsOf(TestSmtpConfigurationDto, { testEmailAddress: 'nope' })).resolves.toEqual({ testEmailAddress: ['Test Email Address must be a valid email address'] });
    await expect(errorsOf(TestSmtpConfigurationDto, { testEmailAddress: 'admin@example.com' })).resolves.toEqual({});
  });
});
