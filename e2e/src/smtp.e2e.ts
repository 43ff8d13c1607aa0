// Outbound mail end to end: a real SMTP server in this test process (STARTTLS with a certificate the product trusts
// through SMTP_TLS_CA_FILE, so certificate verification stays on), the built product, Chromium.
import { readFileSync } from 'fs';
import { join } from 'path';
import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';
import { newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

type Received = { from: string; to: string[]; secure: boolean; raw: string };

const FIXTURES = join(__dirname, '..', '..', 'services', 'settings', 'test', 'fixtures');
const SMTP_USER = 'mailer@example.test';
const SMTP_PASSWORD = 'E2e-smtp-Passw0rd';

async function startSmtpServer(received: Received[]): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    logger: false,
    key: readFileSync(join(FIXTURES, 'smtp-test-key.pem')),
    cert: readFileSync(join(FIXTURES, 'smtp-test-cert.pem')),
    onAuth(auth, _session, cb) {
      return auth.username === SMTP_USER && auth.password === SMTP_PASSWORD ? cb(null, { user: SMTP_USER }) : cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

describe('SMTP configuration: add, test against a real SMTP server, activate', () => {
  const run = startProductAndBrowser({ SMTP_TLS_CA_FILE: join(FIXTURES, 'smtp-test-cert.pem') });
  let smtp: { server: SMTPServer; port: number };
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer(received);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  });

  it('adds a configuration, sees "Test Successful!", activates it and finds the message in the Mail Log', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.goto('/admin/system-settings');

    for (const tab of ['SMTP Configuration', 'General Settings', 'Security Settings', 'Mail Log']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByText('No SMTP configurations found. Add one to enable email functionality.').waitFor();

    await page.getByRole('button', { name: 'Add Configuration' }).click();
    await page.getByText('587 (TLS), 465 (SSL), 25 (plain)').waitFor();
    await page.getByLabel('Display Name').fill('E2E relay');
    await page.getByLabel('SMTP Host').fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
    await page.getByLabel('Username').fill(SMTP_USER);
    await page.getByLabel('Password').fill(SMTP_PASSWORD);
    await page.getByLabel('From Email').fill('payroll@example.com');
    await page.getByLabel('From Name').fill('Payroll E2E');
    await page.getByLabel('Timeout (seconds)').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByRole('row').filter({ hasText: 'E2E relay' });
    await row.waitFor();
    await row.getByText(`127.0.0.1:${smtp.port}`).waitFor();
    await row.getByText('Enabled').waitFor();
    await row.getByText('Not tested').waitFor();

    await row.getByRole('button', { name: 'Test' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Test SMTP Configuration').waitFor();
    const send = modal.getByRole('button', { name: 'Send Test Email' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await modal.getByLabel('Test Email Address').fill('admin-inbox@example.com');
    await send.click();
    await modal.getByText('Test Successful!').waitFor();
    await modal.getByText(/Email sent successfully in \d+ ms\. Check your inbox!/).waitFor();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'payroll@example.com', to: ['admin-inbox@example.com'], secure: true });
    expect(received[0].raw).toMatch(/^Subject: SMTP Configuration Test\r?$/m);
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await row.getByText('Success').waitFor();

    await row.getByRole('button', { name: 'Activate' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: 'Activate' }).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Mail Log' }).click();
    const logRow = page.getByRole('row').filter({ hasText: 'admin-inbox@example.com' });
    await logRow.getByText('Sent', { exact: true }).waitFor();
    await logRow.getByText('E2E relay').waitFor();
    await context.close();
    // The SMTP password never reaches the product's output.
    expect(run.product.output()).not.toContain(SMTP_PASSWORD);
  });
});
