import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock, type MockReply } from '@app/api-client/testing';
import {
  HMRC_DEFAULT_CONFIGURATION,
  HMRC_ROUTES,
  type AuthUser,
  type HmrcAuthorizationStatus,
  type HmrcConfiguration,
  type HmrcCredential,
  type HmrcSubTestResult,
  type HmrcTestResult,
  type HmrcTestRun,
} from '@app/contracts';
import { setUser } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const manager: AuthUser = { ...admin, id: 'u2', role: 'Manager' };

function credential(overrides: Partial<HmrcCredential> = {}): HmrcCredential {
  return {
    id: 'api-1',
    credentialType: 'API',
    clientId: 'client-abc',
    clientSecret: '***',
    gatewayUserId: null,
    gatewayPassword: null,
    taxOfficeNumber: null,
    taxOfficeReference: null,
    accountsOfficeReference: null,
    employerPAYEReference: null,
    vatRegistrationNumber: null,
    isActive: true,
    createdAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

const gateway = credential({
  id: 'rti-1',
  credentialType: 'RTIGateway',
  clientId: null,
  clientSecret: null,
  gatewayUserId: 'GW-USER-1',
  gatewayPassword: '***',
  employerPAYEReference: '123/AB45678',
});

const storedConfiguration: HmrcConfiguration = {
  ...HMRC_DEFAULT_CONFIGURATION,
  id: 'cfg-1',
  environment: 'production',
  notificationEmail: 'ops@example.com',
  updatedAt: '2026-11-23T09:00:00Z',
};
const defaultConfiguration: HmrcConfiguration = { ...HMRC_DEFAULT_CONFIGURATION, id: null, updatedAt: null };

const sub = (statusCode: number | null, success: boolean, description: string, message: string, testDescription: string): HmrcSubTestResult => ({
  success,
  statusCode,
  description,
  message,
  testDescription,
});

const testResult: HmrcTestResult = {
  success: true,
  error: null,
  data: {
    environment: 'sandbox',
    testedAt: '2026-11-23T11:00:00Z',
    runId: 'run-1',
    apiConnection: {
      isConnected: true,
      statusCode: 200,
      error: null,
      data: {
        tests: {
          helloWorld: sub(200, true, 'OK - the request succeeded', 'Hello World', 'GET /hello/world - open access'),
          helloApplication: sub(200, true, 'OK - the request succeeded', 'Hello Application', 'GET /hello/application - application token'),
          helloUser: sub(401, false, 'Unauthorized - missing or invalid credentials or token', 'Authentication information is not provided', 'GET /hello/user - user token'),
        },
      },
    },
    rtiConnection: { isConnected: false, statusCode: 200, error: 'The gateway refused the credentials (GovTalk error 1046)', govTalkErrorNumber: 1046 },
  },
};

let http: HttpMock;
let runs: HmrcTestRun[];
let authorization: HmrcAuthorizationStatus;
beforeEach(() => {
  http = mockHttp();
  act(() => setUser(admin));
  runs = [];
  authorization = { authorized: false, scope: null, accessTokenExpiresAt: null, grantedAt: null };
  http.on('GET', HMRC_ROUTES.testRuns, () => ({ status: 200, data: runs }));
  http.on('GET', HMRC_ROUTES.authorization, () => ({ status: 200, data: authorization }));
});
afterEach(() => {
  http.restore();
  resetSessionForTests();
});

const callsTo = (method: string, url: string) => http.calls.filter((c) => c.method?.toUpperCase() === method && c.url === url);
const bodyOf = (method: string, url: string) => {
  const calls = callsTo(method, url);
  return calls.length ? JSON.parse(String(calls[calls.length - 1].data)) : undefined;
};

/** A reply the test releases when it wants (to see the busy state). */
function deferred(reply: MockReply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release };
}

function renderScreen(path = '/admin/hmrc') {
  return renderAt(path, <RemoteRoutes section="hmrc" />);
}

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name }));
  return { user, panel: screen.getByRole('tabpanel', { name }) };
}

describe('HMRC Integration Management', () => {
  it('non-admins see "Access denied. Admin privileges required." and no call is made', () => {
    act(() => setUser(manager));
    renderScreen();
    expect(screen.getByRole('heading', { name: 'HMRC Integration Management' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it('has the title, the subtitle and the four tabs; the Overview shows the four cards', async () => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [credential(), { ...gateway, isActive: false }] });
    http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: storedConfiguration });
    renderScreen();
    expect(screen.getByText('Global Application Settings')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Credentials', 'Configuration', 'Testing']);
    const card = (name: string) => within(screen.getByRole('region', { name }));
    await waitFor(() => expect(card('Configuration').getByText('Production')).toBeInTheDocument());
    expect(card('API Credentials').getByText('Configured')).toBeInTheDocument();
    // The only gateway credential is inactive: nothing the test or submissions could use.
    expect(card('RTI Gateway Credentials').getByText('Not configured')).toBeInTheDocument();
    expect(card('Service Status').getByText('Click Testing tab to check')).toBeInTheDocument();
    expect(screen.getByText(/serves VAT and the modern HMRC endpoints/)).toHaveTextContent(/RTI Gateway serves Real Time Information payroll submissions \(FPS\) as XML/);
  });

  it('the Configuration card says "Not configured" while only the defaults exist', async () => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [] });
    http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: defaultConfiguration });
    renderScreen();
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.configuration)).toHaveLength(1));
    for (const name of ['API Credentials', 'RTI Gateway Credentials', 'Configuration']) {
      expect(await within(screen.getByRole('region', { name })).findByText('Not configured')).toBeInTheDocument();
    }
  });
});

describe('Credentials tab', () => {
  beforeEach(() => http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: storedConfiguration }));

  it('loads the credentials when selected and lists type, Active/Inactive, masked secrets and the gateway user id in clear', async () => {
    http.on('GET', HMRC_ROUTES.credentials, {
      status: 200,
      data: [credential(), credential({ id: 'api-0', clientId: 'old-client', clientSecret: null, isActive: false }), gateway],
    });
    renderScreen();
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.credentials)).toHaveLength(1));
    const { panel } = await openTab('Credentials');
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.credentials)).toHaveLength(2));

    const items = await within(panel).findAllByRole('article');
    expect(items).toHaveLength(3);
    const [active, inactive, rti] = items.map((item) => within(item));
    expect(active.getByRole('heading')).toHaveTextContent('HMRC APIActive');
    expect(active.getByText('client-abc')).toBeInTheDocument();
    expect(active.getByText('***')).toBeInTheDocument();
    expect(inactive.getByRole('heading')).toHaveTextContent('HMRC APIInactive');
    expect(inactive.getByText('Not set')).toBeInTheDocument();
    expect(rti.getByRole('heading')).toHaveTextContent('RTI GatewayActive');
    expect(rti.getByText('GW-USER-1')).toBeInTheDocument();
    expect(rti.getByText('***')).toBeInTheDocument();
    expect(rti.getByText('123/AB45678')).toBeInTheDocument();
    for (const item of items) expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes a credential after the confirmation and reloads the list', async () => {
    let list = [credential(), gateway];
    http.on('GET', HMRC_ROUTES.credentials, () => ({ status: 200, data: list }));
    http.on('DELETE', HMRC_ROUTES.credential('rti-1'), () => {
      list = [credential()];
      return { status: 200, data: { message: 'deleted' } };
    });
    renderScreen('/admin/hmrc?tab=credentials');
    const panel = screen.getByRole('tabpanel', { name: 'Credentials' });
    const user = userEvent.setup();
    const rti = await within(panel).findByRole('article', { name: 'RTI Gateway' });

    await user.click(within(rti).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this credential?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', HMRC_ROUTES.credential('rti-1'))).toHaveLength(0);

    await user.click(within(rti).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText('HMRC credential deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('article', { name: 'RTI Gateway' })).toBeNull());
    expect(callsTo('DELETE', HMRC_ROUTES.credential('rti-1'))).toHaveLength(1);
  });

  it('a refused delete shows "Failed to delete HMRC credential"', async () => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [credential()] });
    http.on('DELETE', HMRC_ROUTES.credential('api-1'), { status: 404, data: { message: 'Not found' } });
    renderScreen('/admin/hmrc?tab=credentials');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete HMRC credential')).toBeInTheDocument();
  });

  it('the form switches fields with the type, shows Saving..., posts the type fields and resets to a blank API form', async () => {
    let list: HmrcCredential[] = [];
    http.on('GET', HMRC_ROUTES.credentials, () => ({ status: 200, data: list }));
    const save = deferred({ status: 201, data: gateway });
    http.on('POST', HMRC_ROUTES.credentials, async () => {
      const reply = await save.handler();
      list = [gateway];
      return reply;
    });
    renderScreen('/admin/hmrc?tab=credentials');
    const form = screen.getByRole('form', { name: 'Add New Credential' });
    const f = within(form);
    const user = userEvent.setup();

    expect(f.getByLabelText('Credential Type')).toHaveValue('API');
    expect(within(f.getByLabelText('Credential Type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['HMRC API', 'RTI Gateway']);
    expect(f.getByLabelText('Client ID')).toHaveAttribute('type', 'text');
    expect(f.getByLabelText('Client Secret')).toHaveAttribute('type', 'password');
    expect(f.queryByLabelText('Gateway User ID')).toBeNull();
    for (const label of ['Tax Office Number', 'Tax Office Reference', 'Employer PAYE Reference', 'VAT Registration Number']) {
      expect(f.getByLabelText(label)).toBeInTheDocument();
    }

    await user.type(f.getByLabelText('Client ID'), 'typed-then-dropped');
    await user.selectOptions(f.getByLabelText('Credential Type'), 'RTIGateway');
    expect(f.queryByLabelText('Client ID')).toBeNull();
    expect(f.getByLabelText('Gateway Password')).toHaveAttribute('type', 'password');
    await user.type(f.getByLabelText('Gateway User ID'), 'GW-USER-1');
    await user.type(f.getByLabelText('Gateway Password'), 'gateway-pass');
    await user.type(f.getByLabelText('Employer PAYE Reference'), '123/AB45678');
    await user.click(f.getByRole('button', { name: 'Save Credential' }));

    expect(await f.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(bodyOf('POST', HMRC_ROUTES.credentials)).toEqual({
      credentialType: 'RTIGateway',
      gatewayUserId: 'GW-USER-1',
      gatewayPassword: 'gateway-pass',
      employerPAYEReference: '123/AB45678',
    });
    save.release();

    expect(await screen.findByText('HMRC credentials saved successfully')).toBeInTheDocument();
    expect(f.getByLabelText('Credential Type')).toHaveValue('API');
    expect(f.getByLabelText('Client ID')).toHaveValue('');
    expect(f.getByLabelText('Client Secret')).toHaveValue('');
    expect(f.getByLabelText('Employer PAYE Reference')).toHaveValue('');
    expect(f.getByRole('button', { name: 'Save Credential' })).toBeEnabled();
    expect(await screen.findByRole('article', { name: 'RTI Gateway' })).toBeInTheDocument();
  });

  it('requires the two fields of the type before any call', async () => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [] });
    renderScreen('/admin/hmrc?tab=credentials');
    const f = within(screen.getByRole('form', { name: 'Add New Credential' }));
    await userEvent.setup().click(f.getByRole('button', { name: 'Save Credential' }));
    expect(f.getByText('Client ID is required')).toBeInTheDocument();
    expect(f.getByText('Client Secret is required')).toBeInTheDocument();
    expect(callsTo('POST', HMRC_ROUTES.credentials)).toHaveLength(0);
  });

  it('a refused credential shows "Failed to save HMRC credentials" and the server message under its field; a network error "Error saving HMRC credentials"', async () => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [] });
    let reply: MockReply | 'network-error' = {
      status: 400,
      data: { message: 'Invalid', errors: { vatRegistrationNumber: ['VAT registration number check digits do not match'] } },
    };
    http.on('POST', HMRC_ROUTES.credentials, () => reply);
    renderScreen('/admin/hmrc?tab=credentials');
    const f = within(screen.getByRole('region', { name: 'Add New Credential' }));
    const user = userEvent.setup();
    await user.type(f.getByLabelText('Client ID'), 'id');
    await user.type(f.getByLabelText('Client Secret'), 'secret');
    await user.type(f.getByLabelText('VAT Registration Number'), '123456789');
    await user.click(f.getByRole('button', { name: 'Save Credential' }));
    expect(await f.findByRole('alert')).toHaveTextContent('Failed to save HMRC credentials');
    expect(f.getByLabelText('VAT Registration Number')).toHaveAccessibleDescription(/VAT registration number check digits do not match/);
    expect(f.getByLabelText('Client ID')).toHaveValue('id');

    reply = 'network-error';
    await user.click(f.getByRole('button', { name: 'Save Credential' }));
    expect(await f.findByText('Error saving HMRC credentials')).toBeInTheDocument();
  });
});

describe('Configuration tab', () => {
  beforeEach(() => http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [] }));

  it('loads when selected and fills the form: url inputs, the e-mail field only while notifications are checked', async () => {
    http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: storedConfiguration });
    renderScreen();
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.configuration)).toHaveLength(1));
    const { user, panel } = await openTab('Configuration');
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.configuration)).toHaveLength(2));
    const p = within(panel);

    expect(await p.findByLabelText('Environment')).toHaveValue('production');
    expect(within(p.getByLabelText('Environment')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sandbox', 'Production']);
    expect(p.getByLabelText('Application Name')).toHaveValue('UK Payroll & Accounting');
    expect(p.getByLabelText('Base API URL')).toHaveAttribute('type', 'url');
    expect(p.getByLabelText('Base API URL')).toHaveValue('https://test-api.service.hmrc.gov.uk');
    expect(p.getByLabelText('RTI Gateway URL')).toHaveAttribute('type', 'url');
    for (const label of ['Enable FPS Submission', 'Enable VAT Submission', 'Auto Submit FPS', 'Auto Submit VAT']) {
      expect(p.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(p.getByRole('checkbox', { name: 'Send Email Notifications' })).toBeChecked();
    expect(p.getByLabelText('Notification Email')).toHaveAttribute('type', 'email');
    expect(p.getByLabelText('Notification Email')).toHaveValue('ops@example.com');

    await user.click(p.getByRole('checkbox', { name: 'Send Email Notifications' }));
    expect(p.queryByLabelText('Notification Email')).toBeNull();
    await user.click(p.getByRole('checkbox', { name: 'Send Email Notifications' }));
    expect(p.getByLabelText('Notification Email')).toBeInTheDocument();
  });

  it('saves the configuration and shows "HMRC configuration saved successfully"', async () => {
    let stored: HmrcConfiguration = defaultConfiguration;
    http.on('GET', HMRC_ROUTES.configuration, () => ({ status: 200, data: stored }));
    http.on('POST', HMRC_ROUTES.configuration, (config) => {
      stored = { ...JSON.parse(String(config.data)), id: 'cfg-1', updatedAt: '2026-11-23T11:30:00Z' };
      return { status: 200, data: stored };
    });
    renderScreen('/admin/hmrc?tab=configuration');
    const p = within(screen.getByRole('tabpanel', { name: 'Configuration' }));
    const user = userEvent.setup();
    const base = await p.findByLabelText('Base API URL');
    await user.clear(base);
    await user.type(base, 'http://127.0.0.1:4100 ');
    await user.click(p.getByRole('checkbox', { name: 'Enable FPS Submission' }));
    await user.type(p.getByLabelText('Notification Email'), 'payroll@example.com');
    await user.click(p.getByRole('button', { name: 'Save Configuration' }));

    expect(await p.findByText('HMRC configuration saved successfully')).toBeInTheDocument();
    expect(bodyOf('POST', HMRC_ROUTES.configuration)).toEqual({
      ...HMRC_DEFAULT_CONFIGURATION,
      baseApiUrl: 'http://127.0.0.1:4100',
      enableFPSSubmission: true,
      notificationEmail: 'payroll@example.com',
    });
    await waitFor(() => expect(callsTo('GET', HMRC_ROUTES.configuration).length).toBeGreaterThanOrEqual(2));
    expect(p.getByLabelText('Base API URL')).toHaveValue('http://127.0.0.1:4100');
    expect(p.getByRole('checkbox', { name: 'Enable FPS Submission' })).toBeChecked();
  });

  it('a refused configuration shows "Failed to save HMRC configuration" with the field message; a network error "Error saving HMRC configuration"', async () => {
    http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: storedConfiguration });
    let reply: MockReply | 'network-error' = { status: 400, data: { message: 'Invalid', errors: { baseApiUrl: ['Base API URL must be an http(s) URL'] } } };
    http.on('POST', HMRC_ROUTES.configuration, () => reply);
    renderScreen('/admin/hmrc?tab=configuration');
    const p = within(screen.getByRole('tabpanel', { name: 'Configuration' }));
    const user = userEvent.setup();
    await user.click(await p.findByRole('button', { name: 'Save Configuration' }));
    expect(await p.findByText('Failed to save HMRC configuration')).toBeInTheDocument();
    expect(p.getByLabelText('Base API URL')).toHaveAccessibleDescription('Base API URL must be an http(s) URL');

    reply = 'network-error';
    await user.click(p.getByRole('button', { name: 'Save Configuration' }));
    expect(await p.findByText('Error saving HMRC configuration')).toBeInTheDocument();
  });
});

describe('Testing tab', () => {
  beforeEach(() => {
    http.on('GET', HMRC_ROUTES.credentials, { status: 200, data: [] });
    http.on('GET', HMRC_ROUTES.configuration, { status: 200, data: storedConfiguration });
  });

  it('shows Testing... while busy, then ticks and crosses, the three sub-tests with their code explanations, and the RTI result', async () => {
    const run = deferred({ status: 200, data: testResult });
    http.on('POST', HMRC_ROUTES.testConnection, run.handler);
    renderScreen('/admin/hmrc?tab=testing');
    const p = within(screen.getByRole('tabpanel', { name: 'Testing' }));
    const user = userEvent.setup();
    expect(p.getByText(/checks the HMRC Hello World endpoint to verify service availability and messaging between services/)).toHaveTextContent(
      /uses the HMRC sandbox environment and needs no authentication/,
    );

    await user.click(p.getByRole('button', { name: 'Test HMRC Connection' }));
    expect(await p.findByRole('button', { name: 'Testing...' })).toBeDisabled();
    expect(callsTo('POST', HMRC_ROUTES.testConnection)[0].data).toBeUndefined();
    run.release();

    const api = within(await p.findByRole('region', { name: 'API Connection' }));
    expect(api.getByRole('heading', { name: /API Connection/ })).toContainElement(api.getAllByRole('img', { name: 'Connected' })[0]);
    const world = within(api.getByRole('listitem', { name: 'Hello World' }));
    expect(world.getByRole('img', { name: 'Connected' })).toHaveTextContent('\u2714');
    expect(world.getByText('200 - OK - the request succeeded')).toBeInTheDocument();
    expect(world.getByText('GET /hello/world - open access')).toBeInTheDocument();
    expect(world.getByText('Hello World', { selector: 'dd' })).toBeInTheDocument();
    const application = within(api.getByRole('listitem', { name: 'Hello Application' }));
    expect(application.getByText('Hello Application', { selector: 'dd' })).toBeInTheDocument();
    const helloUser = within(api.getByRole('listitem', { name: 'Hello User' }));
    expect(helloUser.getByRole('img', { name: 'Not connected' })).toHaveTextContent('\u2718');
    expect(helloUser.getByText('401 - Unauthorized - missing or invalid credentials or token')).toBeInTheDocument();
    expect(helloUser.getByText('Authentication information is not provided')).toBeInTheDocument();

    const rti = within(p.getByRole('region', { name: 'RTI Gateway Connection' }));
    expect(rti.getAllByRole('img', { name: 'Not connected' })).toHaveLength(1);
    expect(rti.getByText('The gateway refused the credentials (GovTalk error 1046)')).toBeInTheDocument();
    expect(rti.getByText('GovTalk error 1046')).toBeInTheDocument();
  });

  it('without sub-tests the status code with its explanation and the error are shown', async () => {
    const result: HmrcTestResult = {
      ...testResult,
      data: {
        ...testResult.data!,
        apiConnection: { isConnected: false, statusCode: 406, error: 'HMRC refused the Accept header', data: null },
        rtiConnection: { isConnected: true, statusCode: 200, error: null, govTalkErrorNumber: null },
      },
    };
    http.on('POST', HMRC_ROUTES.testConnection, { status: 200, data: result });
    renderScreen('/admin/hmrc?tab=testing');
    const p = within(screen.getByRole('tabpanel', { name: 'Testing' }));
    await userEvent.setup().click(p.getByRole('button', { name: 'Test HMRC Connection' }));
    const api = within(await p.findByRole('region', { name: 'API Connection' }));
    expect(api.getByRole('img', { name: 'Not connected' })).toBeInTheDocument();
    expect(api.getByText('406 - Not Acceptable - the Accept header is missing or invalid')).toBeInTheDocument();
    expect(api.getByText('HMRC refused the Accept header')).toBeInTheDocument();
    const rti = within(p.getByRole('region', { name: 'RTI Gateway Connection' }));
    expect(rti.getByRole('img', { name: 'Connected' })).toBeInTheDocument();
    expect(rti.getByText('200 - OK - the request succeeded')).toBeInTheDocument();
  });

  it('an unknown status code shows "HTTP {code} - Unknown status code"', async () => {
    const result: HmrcTestResult = {
      ...testResult,
      data: { ...testResult.data!, apiConnection: { isConnected: false, statusCode: 418, error: 'Teapot', data: null } },
    };
    http.on('POST', HMRC_ROUTES.testConnection, { status: 200, data: result });
    renderScreen('/admin/hmrc?tab=testing');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test HMRC Connection' }));
    expect(await screen.findByText('418 - HTTP 418 - Unknown status code')).toBeInTheDocument();
  });

  it('a test that could not run shows "Test Request Failed" and the error', async () => {
    http.on('POST', HMRC_ROUTES.testConnection, { status: 200, data: { success: false, error: 'No HMRC configuration to test', data: null } });
    renderScreen('/admin/hmrc?tab=testing');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test HMRC Connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Test Request Failed');
    expect(alert).toHaveTextContent('No HMRC configuration to test');
  });

  it('a failed request shows the server message, else "Failed to test connection"', async () => {
    let reply: MockReply | 'network-error' = { status: 500, data: { message: 'HMRC module unavailable' } };
    http.on('POST', HMRC_ROUTES.testConnection, () => reply);
    renderScreen('/admin/hmrc?tab=testing');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Test HMRC Connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HMRC module unavailable');
    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Test HMRC Connection' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to test connection'));
  });

  it('lists the recent runs, refreshed after a test', async () => {
    http.on('POST', HMRC_ROUTES.testConnection, () => {
      runs = [{ id: 'run-1', testedAt: '2026-11-23T11:00:00Z', testedBy: 'admin@example.com', environment: 'sandbox', apiConnected: true, rtiConnected: false, result: testResult }];
      return { status: 200, data: testResult };
    });
    renderScreen('/admin/hmrc?tab=testing');
    const runsTable = within(screen.getByRole('region', { name: 'Recent Test Runs' }));
    expect(await runsTable.findByText('No test runs yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test HMRC Connection' }));
    const row = (await runsTable.findByText('admin@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sandbox')).toBeInTheDocument();
    expect(within(row).getAllByText(/Connected|Not connected/).map((b) => b.textContent)).toEqual(['Connected', 'Not connected']);
  });

  it('"Authorize with HMRC" sends the browser to the URL the server answers', async () => {
    // jsdom follows a same-document address only: enough to see where the browser was sent.
    const authorizeUrl = 'http://localhost/#oauth-authorize?state=abc';
    http.on('POST', HMRC_ROUTES.authorize, { status: 200, data: { authorizeUrl } });
    renderScreen('/admin/hmrc?tab=testing');
    expect(await screen.findByText(/Not authorized with HMRC yet/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Authorize with HMRC' }));
    await waitFor(() => expect(window.location.href).toBe(authorizeUrl));
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    window.location.hash = '';
  });

  it('says when HMRC authorized this application', async () => {
    authorization = { authorized: true, scope: 'hello', accessTokenExpiresAt: '2026-11-23T15:00:00Z', grantedAt: '2026-11-23T11:00:00Z' };
    renderScreen('/admin/hmrc?tab=testing');
    expect(await screen.findByText(/Authorized with HMRC; the user token is valid until/)).toBeInTheDocument();
  });

  it('back from HMRC the Testing tab opens with the outcome', async () => {
    renderScreen('/admin/hmrc?authorization=failed&reason=access_denied');
    expect(screen.getByRole('tab', { name: 'Testing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('HMRC authorization failed: access_denied');
  });
});
