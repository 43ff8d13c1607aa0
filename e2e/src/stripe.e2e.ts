// Stripe Management end to end, offline: the built product with no STRIPE_SECRET_KEY runs the embedded Stripe
// simulator, which signs and posts webhooks back to the product's receiver. Chromium drives the screen: update pricing,
// create a subscription, view its details, sync employees, cancel with a reason, and see the webhook counters move.
import type { Page } from 'playwright-core';
import { ADMIN, newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const COMPANY = 'Acme Payroll Ltd'; // demo company with 6 employees, no Stripe subscription
const EMPLOYEES = 6;
const REASON = 'E2E: moving to annual invoicing';

async function api<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function counter(page: Page, label: string): Promise<string> {
  return (await page.getByRole('group', { name: label }).locator('div').first().textContent()) ?? '';
}

/** Refresh the webhook tab until `check` holds (Stripe delivers webhooks after answering the call). */
async function refreshUntil(page: Page, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`webhooks: ${what} did not happen`);
    await page.getByRole('region', { name: 'Event Log' }).getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(500);
  }
}

describe('Stripe Management against the embedded Stripe simulator', () => {
  const run = startProductAndBrowser();

  it('updates pricing, creates a subscription, views it, syncs, cancels with a reason, and the webhook counters move', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.goto('/admin/stripe');
    await page.getByRole('heading', { name: 'Stripe Management' }).waitFor();
    for (const tab of ['Subscription Overview', 'Pricing Configuration', 'Webhook Management']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }

    // Webhooks before anything happened.
    await page.getByRole('tab', { name: 'Webhook Management' }).click();
    const webhookUrl = `${run.product.baseUrl}/api/stripe/webhook`;
    await page.getByText(webhookUrl, { exact: true }).waitFor();
    await page.getByText('No webhook events have been received yet.').waitFor();
    expect(await counter(page, 'Total Events')).toBe('0');
    expect(await counter(page, 'Last Event')).toBe('None');

    // Pricing: none yet, then the first update creates the product and the two prices.
    await page.getByRole('tab', { name: 'Pricing Configuration' }).click();
    await page.getByText('No pricing configuration found. Please set up pricing below.').waitFor();
    await page.getByLabel('Base Monthly Price (£)').fill('19.99');
    await page.getByLabel('Per-Employee Monthly Price (£)').fill('2.50');
    await page.getByRole('button', { name: 'Update Pricing' }).click();
    await page.getByText('Pricing configuration updated successfully!').waitFor();
    const base = page.getByRole('group', { name: 'Base Monthly Price' });
    await base.getByText('£19.99').waitFor();
    expect(await base.locator('code').textContent()).toMatch(/^price_/);
    await page.getByRole('group', { name: 'Per-Employee Monthly Price' }).getByText('£2.50').waitFor();

    // Create a subscription for the demo company.
    await page.getByRole('tab', { name: 'Subscription Overview' }).click();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(COMPANY);
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.getByText('No Subscription').waitFor();
    await row.getByText('N/A').waitFor();
    await row.getByRole('button', { name: 'Create Subscription' }).click();
    await page.getByText('Subscription created successfully!').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    const amount = `£${(19.99 + EMPLOYEES * 2.5).toFixed(2)}`;
    await row.getByText(amount).waitFor();

    // View Details.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('region', { name: 'Subscription Details' });
    const subscriptionId = (await details.getByLabel('Subscription ID').textContent()) ?? '';
    expect(subscriptionId).toMatch(/^sub_/);
    expect(await details.getByLabel('Employee Count').textContent()).toBe(String(EMPLOYEES));
    expect(await details.getByLabel('Monthly Amount').textContent()).toBe(amount);
    expect(await details.getByLabel('Current Period Start').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await details.getByLabel('Current Period End').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Sync employees.
    await row.getByRole('button', { name: 'Sync Employees' }).click();
    await page.getByText('Employee count synchronized successfully!').waitFor();

    // Cancel with a reason: confirmation, then the reason.
    await row.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to cancel this subscription?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    const reason = page.getByRole('dialog', { name: 'Cancellation Reason' });
    await reason.getByLabel('Reason for cancellation').fill(REASON);
    await reason.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription cancelled successfully!').waitFor();
    await details.waitFor({ state: 'detached' });
    await row.getByText('No Subscription').waitFor();

    const bearer = (
      (await (
        await fetch(`${run.product.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
      ).json()) as { token: string }
    ).token;
    const cancelled = await api<{ status: string; cancellationReason: string | null }>(run.product.baseUrl, `/api/stripe/subscription-status/${subscriptionId}`, bearer);
    expect(cancelled).toMatchObject({ status: 'canceled', cancellationReason: REASON });

    // The simulator's signed webhooks reached the receiver: the counters and the log moved.
    await page.getByRole('tab', { name: 'Webhook Management' }).click();
    const log = page.getByRole('region', { name: 'Event Log' });
    const logged = (type: string) => async () => (await log.getByRole('row').filter({ hasText: type }).count()) > 0;
    await refreshUntil(page, 'customer.subscription.created logged', logged('customer.subscription.created'));
    await refreshUntil(page, 'customer.subscription.deleted logged', logged('customer.subscription.deleted'));
    await refreshUntil(page, 'counters updated', async () => Number(await counter(page, 'Total Events')) >= 2);
    const total = Number(await counter(page, 'Total Events'));
    const successful = Number(await counter(page, 'Successful'));
    expect(successful).toBeGreaterThanOrEqual(2);
    expect(successful + Number(await counter(page, 'Failed'))).toBeLessThanOrEqual(total);
    expect(await counter(page, 'Last Event')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await context.close();
  });
});
