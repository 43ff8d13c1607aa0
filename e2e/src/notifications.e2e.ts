import { newAdminPage, newPage, openLoginAndSignIn } from './support/browser';
import { startProductAndBrowser } from './support/suite';

// Demo data user (a manager of Acme Payroll Ltd, see services/companies bootstrap; the e2e product is started with
// SEED_DEMO_DATA=true, so it exists on PostgreSQL too).
const RECEIVER = { email: 'alice@acme.example', password: 'Demo-Password-1' };

describe('notifications: an admin sends from the Technical screen, another signed-in browser receives it live', () => {
  const run = startProductAndBrowser();

  it('delivers the notification as a toast in the second context without a reload', async () => {
    // Second context: a signed-in manager, connected to the hub.
    const receiver = await newPage(run.browser, run.product.baseUrl);
    await openLoginAndSignIn(receiver.page, RECEIVER.email, RECEIVER.password);
    await receiver.page.getByText('Administrator area only').waitFor();

    // First context: the admin on the Technical Status screen.
    const sender = await newAdminPage(run.browser, run.product.baseUrl);
    await sender.page.getByTestId('link-status').getByText('Connected').waitFor();
    await sender.page.goto('/admin/technical');
    await sender.page.getByRole('heading', { name: 'Technical Status' }).waitFor();
    await sender.page.getByText('Component Status').waitFor();
    await sender.page.getByText('Notification Statistics').waitFor();

    await sender.page.getByRole('button', { name: 'Send Notification' }).click();
    const dialog = sender.page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Planned maintenance');
    await dialog.getByLabel('Message').fill('The service is down from 22:00 to 23:00.');
    await dialog.getByLabel('Type').selectOption('Maintenance');
    await dialog.getByLabel('Scope').selectOption('AllUsers');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });

    const toast = receiver.page.getByTestId('notification-toast').filter({ hasText: 'Planned maintenance' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('The service is down from 22:00 to 23:00.');
    // The sender is in the audience too, and its statistics were refetched.
    await sender.page.getByTestId('notification-toast').filter({ hasText: 'Planned maintenance' }).waitFor();
    await sender.page.getByTestId('notification-stats').getByLabel('Total').getByText('1').waitFor();

    await receiver.context.close();
    await sender.context.close();
  });
});
