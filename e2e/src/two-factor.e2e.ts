// Codes as an authenticator app computes them from the base32 key the page shows: the tests' one RFC 6238
// implementation (nest-testing's, checked against the RFC's vectors), not the server's library.
import { totp } from '@app/nest-testing';
import { ADMIN, ADMIN_LANDING, newAdminPage, openLoginAndSignIn } from './support/browser';
import { startProductAndBrowser } from './support/suite';

describe('two-factor sign-in', () => {
  const run = startProductAndBrowser();

  it('the admin turns on two-factor from the account page, saves the recovery codes, signs out, and signs in with password and code', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.locator('#user-menu').click();
    await page.getByRole('link', { name: 'Two-factor authentication' }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = await page.getByLabel('Key for manual entry').inputValue();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(totp(key, Date.now()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().waitFor();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();

    await page.locator('#user-menu').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    await openLoginAndSignIn(page, ADMIN.email, ADMIN.password);
    const step = page.getByRole('form', { name: 'Two-factor sign-in' });
    await step.getByLabel('Authentication code').waitFor();
    // A code of the step after the one used to turn it on (each time step is accepted once).
    const next = totp(key, Date.now() + 30_000);
    await step.getByLabel('Authentication code').fill(next === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByRole('alert').getByText('That code is not valid. Enter the current 6-digit code from your authenticator app.').waitFor();
    await step.getByLabel('Authentication code').fill(next);
    await step.getByRole('button', { name: 'Verify' }).click();
    // Signed in: back on the page the sign-out left (the account page), which now says it is on.
    await page.waitForURL('**/admin/account/two-factor');
    await page.getByText(/^On since \d{2}\/\d{2}\/\d{4}\. 10 of 10 recovery codes left\.$/).waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(ADMIN_LANDING);
    await context.close();
  });
});
