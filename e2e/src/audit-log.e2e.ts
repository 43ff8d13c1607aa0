import { ADMIN, newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const COMPANY = 'E2E Audited Ltd';

describe('audit log', () => {
  const run = startProductAndBrowser();

  it('an admin deactivates a company, finds it in the Audit Log by action, opens its before/after, and follows the company History link', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    // A company of our own, made through the API (the database may hold no demo data).
    const token = await signInToken();
    const invite = await fetch(`${run.product.baseUrl}/api/admin/invite-company-creation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: 'owner@e2e-audited.example', role: 'Manager' }),
    }).then((r) => r.json());
    await fetch(`${run.product.baseUrl}/api/auth/register-with-company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: invite.invitation.token, firstName: 'Ada', lastName: 'Audit', password: 'Aud1t-password', companyName: COMPANY }),
    });

    await page.goto('/admin/companies');
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Company deactivated successfully').waitFor();

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log', level: 2 }).waitFor();
    await page.getByLabel('Action').fill('company.deactivated');
    await page.getByLabel('Action').press('Enter');
    const entry = page.getByRole('row').filter({ hasText: `company: ${COMPANY}` });
    await entry.getByText('company.deactivated').waitFor();
    // The filtered page holds that action only.
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table tbody tr code')].map((c) => c.textContent);
      return cells.length > 0 && cells.every((a) => a === 'company.deactivated');
    });
    // When, to the second, en-GB.
    expect(await entry.getByRole('cell').first().innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // The row opens from the keyboard...
    await entry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Details of company.deactivated' });
    await dialog.getByRole('row', { name: 'isActive true false' }).waitFor();
    await dialog.getByText(ADMIN.email).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // ... and from its Details button.
    await entry.getByRole('button', { name: /^Details: company\.deactivated/ }).click();
    await dialog.getByRole('row', { name: 'isActive true false' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/admin/companies');
    await page.getByRole('row').filter({ hasText: COMPANY }).getByRole('link', { name: `History of ${COMPANY}` }).click();
    await page.waitForURL(/\/admin\/audit-log\?targetId=/);
    await page.getByRole('row').filter({ hasText: 'company.deactivated' }).waitFor();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table tbody tr code')].map((c) => c.textContent ?? '');
      return cells.length >= 2 && cells.every((a) => a.startsWith('company.'));
    });
    expect(await page.getByLabel('Target id').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();

    async function signInToken(): Promise<string> {
      const r = await fetch(`${run.product.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return (await r.json()).token;
    }
  });
});
