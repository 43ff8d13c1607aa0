import { newAdminPage, newPage, signIn, takeCspViolations } from './support/browser';
import { startProductAndBrowser } from './support/suite';

// The billing remote is pointed at a port nothing listens on: it stands for a remote whose deployment is down.
const DEAD_REMOTE = 'http://127.0.0.1:9/mf-manifest.json';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('foundation: sign-in, federated Companies screen, session expiry, remote fallback', () => {
  const run = startProductAndBrowser({ REMOTE_MF_BILLING_URL: DEAD_REMOTE });

  it('signs in and returns to the remembered page, then shows the Companies table from the remote', async () => {
    const { context, page } = await newPage(run.browser, run.product.baseUrl);
    await page.goto('/admin/users');
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL('**/admin/users');

    await page.getByRole('link', { name: 'Companies' }).first().click();
    await page.waitForURL('**/admin/companies');
    const table = page.getByRole('table');
    await table.waitFor();
    for (const header of ['Company', 'Subscription', 'Users', 'Storage', 'Data', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
    }
    // Demo data: at least one company row and one Expired badge (wait past the single "Loading companies..." row).
    await table.getByText('Expired').first().waitFor();
    await expect(table.getByRole('row').count()).resolves.toBeGreaterThan(2);
    await expect(table.getByText('Expired').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('a dead remote shows the fallback with Retry while other routes keep working', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.goto('/admin/stripe');
    await page.getByText('This module is currently unavailable').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    await page.getByRole('link', { name: 'Companies' }).first().click();
    await page.getByRole('table').waitFor();
    await expect(page.getByText('This module is currently unavailable').count()).resolves.toBe(0);
    await context.close();
  });

  it('the navigation is what the live remotes declare (their manifests carry their sections), in the spec order', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    // Every live remote has answered once its last section (System Settings, mf-settings) is listed.
    await nav.getByRole('link', { name: 'System Settings' }).waitFor();
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Admin sections"]')?.getAttribute('aria-busy') === 'false');
    // The billing remote is down: its Stripe Management section is the only one missing.
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([
      'Companies',
      'Users',
      'Invitations',
      'Expense Categories',
      'Salary Component Templates',
      'Business Models',
      'Fiscal Parameters',
      'Income Tax Simulator',
      'HMRC',
      'Technical Status',
      'Audit Log',
      'System Settings',
    ]);
    await context.close();
  });

  it('enforces the Content-Security-Policy: an injected inline script does not run, and the violation is reported', async () => {
    const { context, page } = await newPage(run.browser, run.product.baseUrl);
    await page.goto('/login');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    let seen: string[] = [];
    for (let i = 0; i < 20 && !seen.length; i++) {
      await page.waitForTimeout(100);
      seen = takeCspViolations();
    }
    expect(seen.join('\n')).toMatch(/script-src/);
    await context.close();
  });

  it('an expired token shows the Session Expired toast and then the sign-in page', async () => {
    const { context, page } = await newPage(run.browser, run.product.baseUrl);
    const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token', t), expired);
    await page.goto('/admin/companies');
    await page.getByText('Session Expired').first().waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('a token the server rejects (401) ends the session the same way', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.getByRole('table').waitFor();
    // Same expiry as the real token, forged signature: only the server can tell.
    await page.evaluate(() => {
      const token = localStorage.getItem('token')!;
      localStorage.setItem('token', token.slice(0, token.lastIndexOf('.') + 1) + 'forged');
    });
    // The store reads the token at load; the companies call on reload answers 401.
    await page.reload();
    await page.getByText('Session Expired').first().waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('signs out, and the server refuses the token given up', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.locator('#user-menu').click();
    await page.getByText('Sign out').click();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    const status = (t: string | null) =>
      page.evaluate((bearer) => fetch('/api/auth/me', { headers: { Authorization: `Bearer ${bearer}` } }).then((r) => r.status), t);
    let answered = 0;
    for (let i = 0; i < 20 && answered !== 401; i++) {
      answered = await status(token);
      if (answered !== 401) await page.waitForTimeout(100);
    }
    expect(answered).toBe(401);
    await page.goto('/admin/companies');
    await page.waitForURL('**/login');
    await context.close();
  });
});
