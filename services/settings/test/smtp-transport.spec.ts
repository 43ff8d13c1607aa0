// The SMTP adapter against a real SMTP server (smtp-server) on 127.0.0.1: every connection mode, the failures an
// admin meets, and the message as it actually arrives.
import { sendSmtpMessage, SmtpSettings, SmtpTlsPolicy, DEFAULT_TLS_POLICY } from '../src/smtp/smtp-transport';
import { closedPort, SMTP_TEST_CA, SMTP_TEST_PASSWORD, SMTP_TEST_USER, SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server';

jest.setTimeout(20000);

const settingsFor = (port: number, over: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  username: SMTP_TEST_USER,
  password: SMTP_TEST_PASSWORD,
  enableSsl: true,
  useDefaultCredentials: false,
  timeoutSeconds: 5,
  fromEmail: 'payroll@example.com',
  fromName: 'Payroll Back Office',
  ...over,
});
// Verification stays on: the test server's certificate is trusted as a CA.
const trusted: SmtpTlsPolicy = { ...DEFAULT_TLS_POLICY, ca: SMTP_TEST_CA };
const message = { to: 'admin@example.com', subject: 'SMTP test', text: 'Hello from the test' };

describe('sendSmtpMessage against a real SMTP server', () => {
  const servers: SmtpTestServer[] = [];
  const start = async (mode: Parameters<typeof startSmtpTestServer>[0]) => {
    const s = await startSmtpTestServer(mode);
    servers.push(s);
    return s;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('STARTTLS (SSL on, port other than 465): upgrades, signs in and delivers with the right from, to and subject', async () => {
    const server = await start('starttls');
    const result = await sendSmtpMessage(settingsFor(server.port), message, trusted);
    expect(result).toMatchObject({ success: true });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(server.received).toHaveLength(1);
    const mail = server.received[0];
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe(SMTP_TEST_USER);
    expect(mail.from).toBe('payroll@example.com');
    expect(mail.to).toEqual(['admin@example.com']);
    expect(mail.headers.from).toBe('Payroll Back Office <payroll@example.com>');
    expect(mail.headers.to).toBe('admin@example.com');
    expect(mail.headers.subject).toBe('SMTP test');
    expect(mail.raw).toContain('Hello from the test');
  });

  it('SSL off against a server that offers STARTTLS still upgrades', async () => {
    const server = await start('starttls');
    const result = await sendSmtpMessage(settingsFor(server.port, { enableSsl: false }), message, trusted);
    expect(result.success).toBe(true);
    expect(server.received[0].secure).toBe(true);
  });

  it('plain text (SSL off, no STARTTLS, like a port-25 relay)', async () => {
    const server = await start('plain');
    const result = await sendSmtpMessage(settingsFor(server.port, { enableSsl: false }), message, trusted);
    expect(result.success).toBe(true);
    expect(server.received[0].secure).toBe(false);
    expect(server.received[0].headers.subject).toBe('SMTP test');
  });

  it('implicit TLS (the 465 rule, applied to the test port)', async () => {
    const server = await start('implicit');
    const policy = { ...trusted, implicitTlsPorts: [465, server.port] };
    const result = await sendSmtpMessage(settingsFor(server.port, { enableSsl: false }), message, policy);
    expect(result.success).toBe(true);
    expect(server.received[0].secure).toBe(true);
  });

  it('wrong password: authentication failed, nothing delivered, password not echoed', async () => {
    const server = await start('starttls');
    const result = await sendSmtpMessage(settingsFor(server.port, { password: 'wrong-password-123' }), message, trusted);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errorMessage).toMatch(/^Authentication failed: the SMTP server at 127\.0\.0\.1:\d+ rejected the username or password\./);
    expect(result.errorMessage).not.toContain('wrong-password-123');
    expect(server.received).toHaveLength(0);
  });

  it('SSL required but the server offers no STARTTLS: TLS mismatch', async () => {
    const server = await start('plain');
    const result = await sendSmtpMessage(settingsFor(server.port, { enableSsl: true }), message, trusted);
    expect(result).toMatchObject({ success: false, errorCode: 'ETLS' });
    if (!result.success) expect(result.errorMessage).toMatch(/^TLS mismatch: SSL is enabled but the server/);
  });

  it('implicit TLS against a STARTTLS server: TLS mismatch', async () => {
    const server = await start('starttls');
    const policy = { ...trusted, implicitTlsPorts: [server.port] };
    const result = await sendSmtpMessage(settingsFor(server.port), message, policy);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errorMessage).toMatch(/^TLS mismatch: 127\.0\.0\.1:\d+ does not speak SSL from the first byte/);
  });

  it('a server that never greets times out within the configured timeout', async () => {
    const server = await start('silent');
    const result = await sendSmtpMessage(settingsFor(server.port, { timeoutSeconds: 1 }), message, trusted);
    expect(result).toMatchObject({ success: false, errorCode: 'ETIMEDOUT' });
    if (!result.success) expect(result.errorMessage).toMatch(/^Timed out: connected to 127\.0\.0\.1:\d+ but the server did not answer within 1 seconds/);
  });

  it('connection refused', async () => {
    const port = await closedPort();
    const result = await sendSmtpMessage(settingsFor(port), message, trusted);
    expect(result).toMatchObject({ success: false, errorMessage: `Connection refused: nothing accepts SMTP connections at 127.0.0.1:${port}. Check the host and the port.` });
  });

  it('an untrusted certificate is refused by default (production verifies certificates)', async () => {
    const server = await start('starttls');
    const result = await sendSmtpMessage(settingsFor(server.port), message, DEFAULT_TLS_POLICY);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errorMessage).toMatch(/TLS certificate of 127\.0\.0\.1:\d+ is not trusted/);
    expect(server.received).toHaveLength(0);
  });

  it('SMTP_TLS_REJECT_UNAUTHORIZED=false (policy rejectUnauthorized:false) accepts it', async () => {
    const server = await start('starttls');
    const result = await sendSmtpMessage(settingsFor(server.port), message, { rejectUnauthorized: false });
    expect(result.success).toBe(true);
  });
});
