// HMRC Integration Management end to end: the built product, Chromium, and a local HMRC (developer sandbox REST API
// with OAuth 2.0, and the Transaction Engine) on loopback in this test process, entered through the screen as an
// administrator would enter HMRC's own URLs and credentials.
import { startHmrcSimulator, type HmrcSimulator } from '@app/hmrc-simulator';
import { newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const CLIENT = { clientId: 'e2e-client-id', clientSecret: 'E2e-client-Secret-1' };
const GATEWAY = { userId: 'E2EGATEWAY01', password: 'E2e-gateway-Passw0rd' };

describe('HMRC Integration Management in the browser', () => {
  const run = startProductAndBrowser();
  let hmrc: HmrcSimulator;

  beforeAll(async () => {
    hmrc = await startHmrcSimulator({ clients: [CLIENT], gatewayUsers: [GATEWAY] });
  });
  afterAll(async () => {
    await hmrc?.close();
  });

  it('adds both credentials, saves the configuration, runs the test and sees ticks; deletes a credential', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.getByRole('link', { name: 'HMRC', exact: true }).first().click();
    await page.waitForURL('**/admin/hmrc');
    await page.getByRole('heading', { name: 'HMRC Integration Management' }).waitFor();
    await page.getByText('Global Application Settings').waitFor();
    for (const tab of ['Overview', 'Credentials', 'Configuration', 'Testing']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('region', { name: 'Service Status' }).getByText('Click Testing tab to check').waitFor();

    // Credentials: an API credential, then an RTI Gateway one (the form resets to API with blank fields in between).
    await page.getByRole('tab', { name: 'Credentials' }).click();
    const credentials = page.getByRole('tabpanel', { name: 'Credentials' });
    const form = credentials.getByRole('form', { name: 'Add New Credential' });
    await form.getByLabel('Client ID').fill(CLIENT.clientId);
    await form.getByLabel('Client Secret').fill(CLIENT.clientSecret);
    await form.getByRole('button', { name: 'Save Credential' }).click();
    await credentials.getByText('HMRC credentials saved successfully').waitFor();
    const apiItem = credentials.getByRole('article').filter({ hasText: CLIENT.clientId });
    await apiItem.getByText('Active', { exact: true }).waitFor();
    await apiItem.getByText('***', { exact: true }).waitFor();
    await expect(form.getByLabel('Client ID').inputValue()).resolves.toBe('');

    await form.getByLabel('Credential Type').selectOption('RTIGateway');
    await form.getByLabel('Gateway User ID').fill(GATEWAY.userId);
    await form.getByLabel('Gateway Password').fill(GATEWAY.password);
    await form.getByLabel('Employer PAYE Reference').fill('123/AB45678');
    await form.getByRole('button', { name: 'Save Credential' }).click();
    const gatewayItem = credentials.getByRole('article').filter({ hasText: GATEWAY.userId });
    await gatewayItem.getByText('Active', { exact: true }).waitFor();
    await gatewayItem.getByText('***', { exact: true }).waitFor();
    await expect(form.getByLabel('Credential Type').inputValue()).resolves.toBe('API');
    await expect(credentials.textContent()).resolves.not.toContain(GATEWAY.password);

    // Configuration: the local HMRC's hosts in place of HMRC's sandbox hosts.
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const configuration = page.getByRole('tabpanel', { name: 'Configuration' });
    await configuration.getByLabel('Base API URL').fill(hmrc.apiBaseUrl);
    await configuration.getByLabel('RTI Gateway URL').fill(hmrc.submissionUrl);
    await expect(configuration.getByLabel('Environment').inputValue()).resolves.toBe('sandbox');
    const notifications = configuration.getByRole('checkbox', { name: 'Send Email Notifications' });
    if (!(await notifications.isChecked())) await notifications.check();
    await configuration.getByLabel('Notification Email').fill('payroll-ops@example.com');
    await configuration.getByRole('button', { name: 'Save Configuration' }).click();
    await configuration.getByText('HMRC configuration saved successfully').waitFor();

    // Testing: ticks for the API (Hello World and Hello Application) and the RTI Gateway; Hello User honestly 401.
    await page.getByRole('tab', { name: 'Testing' }).click();
    const testing = page.getByRole('tabpanel', { name: 'Testing' });
    await testing.getByRole('button', { name: 'Test HMRC Connection' }).click();
    const api = testing.getByRole('region', { name: 'API Connection' });
    await api.getByRole('heading', { name: /API Connection/ }).getByRole('img', { name: 'Connected' }).waitFor();
    const helloWorld = api.getByRole('listitem', { name: 'Hello World' });
    await helloWorld.getByRole('img', { name: 'Connected' }).waitFor();
    await helloWorld.getByText(/^200 - OK/).waitFor();
    await api.getByRole('listitem', { name: 'Hello Application' }).getByRole('img', { name: 'Connected' }).waitFor();
    const helloUser = api.getByRole('listitem', { name: 'Hello User' });
    await helloUser.getByRole('img', { name: 'Not connected' }).waitFor();
    await helloUser.getByText(/^401 - Unauthorized/).waitFor();
    const rti = testing.getByRole('region', { name: 'RTI Gateway Connection' });
    await rti.getByRole('img', { name: 'Connected' }).waitFor();
    await testing.getByRole('region', { name: 'Recent Test Runs' }).getByRole('row').filter({ hasText: 'admin@example.com' }).first().waitFor();
    // The screen's calls reached the local HMRC: the application token was fetched, the Transaction Engine asked.
    expect(hmrc.tokensIssued.client_credentials).toBeGreaterThanOrEqual(1);
    expect(hmrc.requests.some((r) => r.method === 'POST' && r.path === '/submission')).toBe(true);

    // Delete the gateway credential (after the confirmation).
    await page.getByRole('tab', { name: 'Credentials' }).click();
    await gatewayItem.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this credential?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await credentials.getByText('HMRC credential deleted successfully').waitFor();
    await gatewayItem.waitFor({ state: 'detached' });
    await apiItem.waitFor();
    await context.close();

    // Secrets never reach the product's output.
    for (const secret of [CLIENT.clientSecret, GATEWAY.password]) expect(run.product.output()).not.toContain(secret);
  });
});
