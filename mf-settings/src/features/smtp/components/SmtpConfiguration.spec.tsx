import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { AuthUser, SmtpConfiguration } from '@app/contracts';
import { formatDateTime } from '@app/format';
import { setUser } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const manager: AuthUser = { ...admin, id: 'u2', role: 'Manager' };
const BASE = '/api/smtpconfiguration';

function config(overrides: Partial<SmtpConfiguration> = {}): SmtpConfiguration {
  return {
    id: 'c1',
    displayName: 'Office relay',
    host: 'smtp.example.com',
    port: 587,
    username: 'relay@example.com',
    fromEmail: 'payroll@example.com',
    fromName: 'Payroll',
    enableSsl: true,
    isActive: false,
    useDefaultCredentials: false,
    timeoutSeconds: 30,
    notes: null,
    lastTestedDate: null,
    lastTestSuccessful: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  act(() => setUser(admin));
});
afterEach(() => {
  http.restore();
  resetSessionForTests();
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const bodyOf = (method: string, url: string) => {
  const call = http.calls.find((c) => c.method === method && c.url === url);
  return call ? JSON.parse(String(call.data)) : undefined;
};

function renderScreen(path = '/admin/system-settings') {
  return renderAt(path, <RemoteRoutes section="system-settings" />);
}

describe('System Settings', () => {
  it('has the SMTP, General, Security and Mail Log tabs; General and Security are Coming Soon lists', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['SMTP Configuration', 'General Settings', 'Security Settings', 'Mail Log']);
    await user.click(screen.getByRole('tab', { name: 'General Settings' }));
    const general = screen.getByRole('tabpanel', { name: 'General Settings' });
    expect(within(general).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(general).getAllByRole('listitem').length).toBeGreaterThan(2);
    await user.click(screen.getByRole('tab', { name: 'Security Settings' }));
    const security = screen.getByRole('tabpanel', { name: 'Security Settings' });
    expect(within(security).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(security).getByText('Two-factor authentication for administrators')).toBeInTheDocument();
  });
});

describe('SMTP Configuration', () => {
  it('shows the empty text', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    renderScreen();
    expect(await screen.findByText('No SMTP configurations found. Add one to enable email functionality.')).toBeInTheDocument();
  });

  it('non-admins see the access-denied alert and no call is made', () => {
    act(() => setUser(manager));
    renderScreen();
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied: Only administrators can manage SMTP configurations.');
    expect(http.calls).toHaveLength(0);
  });

  it('renders the columns: Name with Active badge, Host:Port, From Email, SSL badge, Last Test, actions', async () => {
    http.on('GET', BASE, {
      status: 200,
      data: [
        config({ id: 'a', displayName: 'Active one', isActive: true, lastTestedDate: '2026-11-20T14:05:00Z', lastTestSuccessful: true }),
        config({ id: 'b', displayName: 'Broken one', host: 'mail.example.org', port: 465, enableSsl: false, lastTestedDate: '2026-11-19T09:00:00Z', lastTestSuccessful: false }),
        config({ id: 'c', displayName: 'New one' }),
      ],
    });
    renderScreen();
    await screen.findByText('Active one');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Host:Port', 'From Email', 'SSL', 'Last Test', 'Actions']);

    const active = within(rowOf('Active one'));
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByText('smtp.example.com:587')).toBeInTheDocument();
    expect(active.getByText('payroll@example.com')).toBeInTheDocument();
    expect(active.getByText('Enabled')).toBeInTheDocument();
    expect(active.getByText(formatDateTime('2026-11-20T14:05:00Z'))).toBeInTheDocument();
    expect(active.getByText('Success')).toBeInTheDocument();
    expect(active.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(active.getAllByRole('button').map((b) => b.textContent)).toEqual(['Test', 'Edit', 'Delete']);

    const broken = within(rowOf('Broken one'));
    expect(broken.queryByText('Active')).toBeNull();
    expect(broken.getByText('mail.example.org:465')).toBeInTheDocument();
    expect(broken.getByText('Disabled')).toBeInTheDocument();
    expect(broken.getByText('Failed')).toBeInTheDocument();
    expect(broken.getAllByRole('button').map((b) => b.textContent)).toEqual(['Test', 'Activate', 'Edit', 'Delete']);

    expect(within(rowOf('New one')).getByText('Not tested')).toBeInTheDocument();
  });

  it('adds a configuration with the defaults (587, SSL on, 30 s) and reloads the list', async () => {
    let list: SmtpConfiguration[] = [];
    http.on('GET', BASE, () => ({ status: 200, data: list }));
    http.on('POST', BASE, (c) => {
      list = [config({ ...JSON.parse(String(c.data)), id: 'new' })];
      return { status: 201, data: list[0] };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/No SMTP configurations found/);
    await user.click(screen.getByRole('button', { name: 'Add Configuration' }));
    expect(screen.getByText('587 (TLS), 465 (SSL), 25 (plain)')).toBeInTheDocument();
    expect(screen.getByLabelText('Port')).toHaveValue(587);
    expect(screen.getByLabelText('Timeout (seconds)')).toHaveValue(30);
    expect(screen.getByLabelText('Timeout (seconds)')).toHaveAttribute('min', '5');
    expect(screen.getByLabelText('Timeout (seconds)')).toHaveAttribute('max', '300');
    expect(screen.getByLabelText('Enable SSL')).toBeChecked();
    expect(screen.getByLabelText('Use Default Credentials')).not.toBeChecked();

    await user.type(screen.getByLabelText('Display Name'), 'Office relay');
    await user.type(screen.getByLabelText('SMTP Host'), 'smtp.example.com');
    await user.type(screen.getByLabelText('Username'), 'relay@example.com');
    await user.type(screen.getByLabelText('Password'), 'pa55word');
    await user.type(screen.getByLabelText('From Email'), 'payroll@example.com');
    await user.type(screen.getByLabelText('From Name'), 'Payroll');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Office relay')).toBeInTheDocument();
    expect(bodyOf('post', BASE)).toEqual({
      displayName: 'Office relay',
      host: 'smtp.example.com',
      port: 587,
      username: 'relay@example.com',
      password: 'pa55word',
      fromEmail: 'payroll@example.com',
      fromName: 'Payroll',
      enableSsl: true,
      useDefaultCredentials: false,
      timeoutSeconds: 30,
      notes: null,
    });
    expect(screen.queryByLabelText('Display Name')).toBeNull();
  });

  it('checks the required fields before sending (password required on create)', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/No SMTP configurations found/);
    await user.click(screen.getByRole('button', { name: 'Add Configuration' }));
    await user.clear(screen.getByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), '70000');
    await user.clear(screen.getByLabelText('Timeout (seconds)'));
    await user.type(screen.getByLabelText('Timeout (seconds)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      'Display Name is required',
      'SMTP Host is required',
      'Port must be a number from 1 to 65535',
      'Username is required',
      'Password is required',
      'From Email is required',
      'From Name is required',
      'Timeout must be a number from 5 to 300 seconds',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(http.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it("shows the server's first message under each field, or the general message", async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    let reply = {
      status: 400,
      data: { message: 'Please correct the highlighted fields.', errors: { host: ['Host refused by server', 'second'], fromEmail: ['From Email must be a valid email address'] } },
    };
    http.on('POST', BASE, () => reply);
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/No SMTP configurations found/);
    await user.click(screen.getByRole('button', { name: 'Add Configuration' }));
    await user.type(screen.getByLabelText('Display Name'), 'X');
    await user.type(screen.getByLabelText('SMTP Host'), 'smtp.example.com');
    await user.type(screen.getByLabelText('Username'), 'u');
    await user.type(screen.getByLabelText('Password'), 'p');
    await user.type(screen.getByLabelText('From Email'), 'a@b.co');
    await user.type(screen.getByLabelText('From Name'), 'N');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Host refused by server')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.getByText('From Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('SMTP Host')).toHaveClass('is-invalid');

    reply = { status: 500, data: { message: 'Internal server error' } } as typeof reply;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save configuration')).toBeInTheDocument();
  });

  it('network failure on save shows Error saving configuration', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    http.on('POST', BASE, () => 'network-error');
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/No SMTP configurations found/);
    await user.click(screen.getByRole('button', { name: 'Add Configuration' }));
    for (const [label, value] of [['Display Name', 'X'], ['SMTP Host', 'h.example.com'], ['Username', 'u'], ['Password', 'p'], ['From Email', 'a@b.co'], ['From Name', 'N']]) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving configuration')).toBeInTheDocument();
  });

  it('edit opens the form pre-filled with the password cleared; blank password is not sent', async () => {
    http.on('GET', BASE, { status: 200, data: [config({ notes: 'Main', timeoutSeconds: 45 })] });
    http.on('PUT', `${BASE}/c1`, (c) => ({ status: 200, data: config(JSON.parse(String(c.data))) }));
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Office relay');
    await user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Edit SMTP Configuration')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Office relay');
    expect(screen.getByLabelText('Timeout (seconds)')).toHaveValue(45);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('Leave blank to keep the current password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From Name'));
    await user.type(screen.getByLabelText('From Name'), 'Payroll Team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Edit SMTP Configuration')).toBeNull());
    const body = bodyOf('put', `${BASE}/c1`);
    expect(body).toMatchObject({ id: 'c1', fromName: 'Payroll Team', notes: 'Main', timeoutSeconds: 45 });
    expect(body).not.toHaveProperty('password');
  });

  it('activate posts and reloads; failures show the spec texts', async () => {
    let active = false;
    http.on('GET', BASE, () => ({ status: 200, data: [config({ isActive: active })] }));
    let activateReply: 'ok' | 'fail' | 'network' = 'fail';
    http.on('POST', `${BASE}/c1/activate`, () => {
      if (activateReply === 'network') return 'network-error';
      if (activateReply === 'fail') return { status: 500, data: { message: 'boom' } };
      active = true;
      return { status: 200, data: config({ isActive: true }) };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Office relay');
    await user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to activate configuration')).toBeInTheDocument();
    activateReply = 'network';
    await user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Error activating configuration')).toBeInTheDocument();
    activateReply = 'ok';
    await user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Activate' }));
    expect(await within(rowOf('Office relay')).findByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Office relay')).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('delete asks the spec question; cancel keeps it, confirm deletes, failures show the spec texts', async () => {
    let list = [config()];
    http.on('GET', BASE, () => ({ status: 200, data: list }));
    let deleteReply: 'ok' | 'fail' | 'network' = 'fail';
    http.on('DELETE', `${BASE}/c1`, () => {
      if (deleteReply === 'network') return 'network-error';
      if (deleteReply === 'fail') return { status: 404, data: { message: 'SMTP configuration not found' } };
      list = [];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Office relay');
    const del = () => user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Delete' }));

    await del();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this SMTP configuration?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(http.calls.filter((c) => c.method === 'delete')).toHaveLength(0);

    await del();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete configuration')).toBeInTheDocument();
    deleteReply = 'network';
    await del();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting configuration')).toBeInTheDocument();
    deleteReply = 'ok';
    await del();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No SMTP configurations found/)).toBeInTheDocument();
  });
});

describe('Test SMTP Configuration modal', () => {
  async function openModal(user: ReturnType<typeof userEvent.setup>) {
    renderScreen();
    await screen.findByText('Office relay');
    await user.click(within(rowOf('Office relay')).getByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Test SMTP Configuration')).toBeInTheDocument();
    return dialog;
  }

  it('Send Test Email is disabled while the field is empty; a blank address gives the alert', async () => {
    http.on('GET', BASE, { status: 200, data: [config()] });
    const user = userEvent.setup();
    const dialog = await openModal(user);
    const send = within(dialog).getByRole('button', { name: 'Send Test Email' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Test Email Address'), '   ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a test email address');
    expect(http.calls.filter((c) => c.url?.endsWith('/test'))).toHaveLength(0);
  });

  it('success: Test Successful! with the duration, disabled while busy, and the list reloads', async () => {
    let tested = false;
    http.on('GET', BASE, () => ({ status: 200, data: [config(tested ? { lastTestedDate: '2026-11-21T05:00:00Z', lastTestSuccessful: true } : {})] }));
    let release: () => void = () => undefined;
    http.on('POST', `${BASE}/c1/test`, () => new Promise((resolve) => {
      release = () => {
        tested = true;
        resolve({ status: 200, data: { success: true, testDurationMs: 123, errorMessage: null } });
      };
    }));
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Test Email Address'), 'me@example.com');
    const send = within(dialog).getByRole('button', { name: 'Send Test Email' });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await act(async () => release());
    expect(await within(dialog).findByText('Test Successful!')).toBeInTheDocument();
    expect(within(dialog).getByText('Email sent successfully in 123 ms. Check your inbox!')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(bodyOf('post', `${BASE}/c1/test`)).toMatchObject({ testEmailAddress: 'me@example.com', testSubject: 'SMTP Configuration Test' });
    await waitFor(() => expect(within(rowOf('Office relay')).getByText('Success')).toBeInTheDocument());
  });

  it('failure: Test Failed with Error: {message}; network failure says so', async () => {
    http.on('GET', BASE, { status: 200, data: [config()] });
    let network = false;
    http.on('POST', `${BASE}/c1/test`, () =>
      network ? 'network-error' : { status: 200, data: { success: false, testDurationMs: 40, errorMessage: 'Authentication failed: the SMTP server rejected the username or password.' } },
    );
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Test Email Address'), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Test Email' }));
    expect(await within(dialog).findByText('Test Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Error: Authentication failed: the SMTP server rejected the username or password.')).toBeInTheDocument();
    network = true;
    await user.click(within(dialog).getByRole('button', { name: 'Send Test Email' }));
    expect(await within(dialog).findByText('Error: Network error occurred while testing')).toBeInTheDocument();
  });
});

describe('Mail Log tab', () => {
  it('lists entries newest first as the server answers them, with status badges and errors', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    http.on('GET', `${BASE}/mail-log`, {
      status: 200,
      data: {
        items: [
          { id: 'm2', createdAt: '2026-11-21T05:00:00Z', recipient: 'a@example.com', subject: 'Password reset', status: 'Failed', errorMessage: 'Connection refused: nothing accepts SMTP connections at h:25. Check the host and the port.', isTest: false, configurationId: 'c1', configurationName: 'Office relay', durationMs: 3 },
          { id: 'm1', createdAt: '2026-11-20T05:00:00Z', recipient: 'b@example.com', subject: 'SMTP Configuration Test', status: 'Sent', errorMessage: null, isTest: true, configurationId: 'c1', configurationName: 'Office relay', durationMs: 80 },
        ],
        total: 2,
        page: 1,
        pageSize: 25,
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Mail Log' }));
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Mail Log' });
    expect(within(panel).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Recipient', 'Subject', 'Status', 'Sent via', 'Error']);
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['a@example.com', 'b@example.com']);
    expect(within(rows[0]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Connection refused/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Test')).toBeInTheDocument();
    const call = http.calls.find((c) => c.url === `${BASE}/mail-log`);
    expect(call?.params).toEqual({ page: 1, pageSize: 25 });
  });

  it('pages on the server with the page in the URL: Older asks for the next page', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    http.on('GET', `${BASE}/mail-log`, (config) => {
      const page = (config.params as { page: number }).page;
      const entry = { id: `m${page}`, createdAt: '2026-11-21T05:00:00Z', recipient: `page${page}@example.com`, subject: 'Invitation', status: 'Sent', errorMessage: null, isTest: false, configurationId: 'c1', configurationName: 'Office relay', durationMs: 3 };
      return { status: 200, data: { items: [entry], total: 60, page, pageSize: 25 } };
    });
    const user = userEvent.setup();
    const view = renderScreen('/admin/system-settings?page=2');
    await user.click(screen.getByRole('tab', { name: 'Mail Log' }));
    expect(await screen.findByText('page2@example.com')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Mail Log' });
    expect(pager).toHaveTextContent('Page 2 of 3 (60 emails)');
    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('page3@example.com')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=3');
    expect(within(pager).getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('page2@example.com')).toBeInTheDocument();
  });

  it('a broken answer shows the load error instead of an empty log', async () => {
    http.on('GET', BASE, { status: 200, data: [] });
    http.on('GET', `${BASE}/mail-log`, { status: 200, data: [] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Mail Log' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the mail log');
    expect(log).toHaveBeenCalledWith('Failed to load smtp mail-log 1 25', expect.objectContaining({ name: 'UnexpectedResponseError' }));
    log.mockRestore();
  });
});
