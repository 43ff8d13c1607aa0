import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, newAdminPage, newPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const COMPANY = 'E2E Widgets Ltd';

async function api<T>(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function adminPage(browser: Browser, baseUrl: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  // Clipboard permissions so that Copy Link can be read back from the page.
  const opened = await newAdminPage(browser, baseUrl, { permissions: ['clipboard-read', 'clipboard-write'] });
  await opened.page.goto(path);
  return opened;
}

describe('companies, users and invitations', () => {
  const run = startProductAndBrowser();
  let adminToken: string;

  beforeAll(async () => {
    // A company of our own (the database may hold no demo data): invited and onboarded through the API.
    adminToken = (await api<{ token: string }>(run.product.baseUrl, '/api/auth/login', { method: 'POST', body: ADMIN })).token;
    const created = await api<{ invitation: { token: string } }>(run.product.baseUrl, '/api/admin/invite-company-creation', {
      method: 'POST',
      token: adminToken,
      body: { email: 'owner@e2e-widgets.example', role: 'Manager' },
    });
    await api(run.product.baseUrl, '/api/auth/register-with-company', {
      method: 'POST',
      body: { token: created.invitation.token, firstName: 'Olive', lastName: 'Owner', password: 'Own3r-password', companyName: COMPANY },
    });
  });

  it('admin invites a user to a company, copies the link; a fresh browser registers through it and is signed in', async () => {
    const email = `new.hire.${Date.now()}@e2e-widgets.example`;
    const { context, page } = await adminPage(run.browser, run.product.baseUrl, '/admin/invitations');
    const form = page.getByRole('form', { name: 'Invite User to Existing Company' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').selectOption({ label: `${COMPANY} (1 user)` });
    await form.getByLabel('Role').selectOption('Employee');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText(`Invitation created for ${email} to join ${COMPANY}`).waitFor();

    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Invitation link copied to clipboard!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${run.product.baseUrl}/register\\?token=[A-Za-z0-9_-]{40,}$`));
    await context.close();

    const fresh = await newPage(run.browser, run.product.baseUrl);
    await fresh.page.goto(link);
    await fresh.page.getByText(`You are invited to join ${COMPANY} as Employee.`).waitFor();
    await fresh.page.getByLabel('First name').fill('Nina');
    await fresh.page.getByLabel('Last name').fill('Hire');
    await fresh.page.getByLabel('Password', { exact: true }).fill('N3w-hire-passphrase');
    await fresh.page.getByLabel('Confirm password').fill('N3w-hire-passphrase');
    await fresh.page.getByRole('button', { name: 'Create account' }).click();
    // Signed in as that user (an Employee: the admin area tells them the business area is elsewhere).
    await fresh.page.getByText('Administrator area only').waitFor();
    const me = await fresh.page.evaluate(async () => {
      const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return response.json();
    });
    expect(me).toEqual(expect.objectContaining({ email, firstName: 'Nina', role: 'Employee', companyName: COMPANY }));
    await fresh.context.close();

    // The invitation is now used: no more actions on it.
    const { context: again, page: adminAgain } = await adminPage(run.browser, run.product.baseUrl, '/admin/invitations');
    const usedRow = adminAgain.getByRole('row').filter({ hasText: email });
    await usedRow.getByText('Used').waitFor();
    await expect(usedRow.getByRole('button', { name: 'Copy Link' }).count()).resolves.toBe(0);
    await again.close();
  });

  it('admin resets a company only after typing its exact name; a wrong name cancels', async () => {
    const { context, page } = await adminPage(run.browser, run.product.baseUrl, '/admin/companies');
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.waitFor();

    await row.getByRole('button', { name: 'Reset' }).click();
    const warning = page.getByRole('dialog');
    await warning.getByText('This action cannot be undone.').waitFor();
    await warning.getByText('Stored files').waitFor();
    await warning.getByRole('button', { name: 'Continue' }).click();
    const typed = page.getByRole('dialog', { name: 'Confirm company reset' });
    await typed.getByLabel(/Type the company name/).fill('E2E Widgets');
    await typed.getByRole('button', { name: 'Reset Company' }).click();
    await page.getByText('Company name does not match. Reset cancelled.').waitFor();

    await row.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Confirm company reset' }).getByLabel(/Type the company name/).fill(COMPANY);
    await page.getByRole('dialog', { name: 'Confirm company reset' }).getByRole('button', { name: 'Reset Company' }).click();
    await page.getByText(new RegExp(`Company data for ${COMPANY} reset successfully\\. Deleted \\d+ clients`)).waitFor();
    // The company and its users are kept: the owner still signs in.
    await row.getByText('Active', { exact: true }).waitFor();
    await api(run.product.baseUrl, '/api/auth/login', { method: 'POST', body: { email: 'owner@e2e-widgets.example', password: 'Own3r-password' } });
    await context.close();
  });
});
