import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { QueryRoot } from '@app/ui';
import type { NotificationStats, SystemMetrics, SystemStatus } from '@app/contracts';
import { TechnicalStatusView, type TechnicalStatusViewProps } from './TechnicalStatusPage.view';

const component = (componentName: string, status: string, additionalInfo: Record<string, string> = {}) => ({
  componentName,
  status,
  statusMessage: `${componentName} says ${status}`,
  additionalInfo,
});

const systemStatus: SystemStatus = {
  overallStatus: { status: 'Error', statusMessage: 'Some components are failing: Vault' },
  checkedAt: '2026-11-21T10:15:00Z',
  database: component('Database', 'Healthy', { latencyMs: '3', provider: 'PostgreSQL', extra: 'hidden' }),
  messageServer: component('Message Server', 'Healthy', { connections: '2' }),
  billingService: component('Billing Service', 'Healthy'),
  hmrcService: component('HMRC Service', 'Warning'),
  vaultConnectivity: component('Vault', 'Error'),
  stripeConnectivity: component('Payment Provider', 'Mystery'),
};
const metrics: SystemMetrics = {
  totalCompanies: 4,
  activeCompanies: 3,
  totalUsers: 12,
  totalEmployees: 40,
  systemUptime: '1h 2m 3s',
  serviceVersions: { gateway: '0.1.0', technical: '0.2.0' },
};
const stats: NotificationStats = { totalNotifications: 7, unreadNotifications: 5, activeNotifications: 3, expiredNotifications: 2 };

function renderView(props: TechnicalStatusViewProps = {}) {
  return render(
    <QueryRoot>
      <TechnicalStatusView {...props} />
    </QueryRoot>,
  );
}

let http: HttpMock;
let statsCalls: number;
let statusCalls: number;
let holdStatus: Promise<void> | null;
beforeEach(() => {
  statsCalls = 0;
  statusCalls = 0;
  holdStatus = null;
  http = mockHttp()
    .on('GET', '/api/technical/system-status', async () => {
      statusCalls += 1;
      if (holdStatus) await holdStatus;
      return { status: 200, data: systemStatus };
    })
    .on('GET', '/api/technical/system-metrics', { status: 200, data: metrics })
    .on('GET', '/api/technical/notification-stats', () => {
      statsCalls += 1;
      return { status: 200, data: { ...stats, totalNotifications: stats.totalNotifications + statsCalls - 1 } };
    });
});
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

async function renderLoaded(props = {}) {
  renderView(props);
  await screen.findByTestId('overall-status');
}

describe('Technical Status screen', () => {
  it('fetches the three GETs in parallel and shows banner, components, metrics and stats', async () => {
    await renderLoaded();
    const urls = http.calls.slice(0, 3).map((c) => c.url);
    expect(urls.sort()).toEqual(['/api/technical/notification-stats', '/api/technical/system-metrics', '/api/technical/system-status']);

    const banner = screen.getByTestId('overall-status');
    expect(banner).toHaveClass('alert-danger');
    expect(banner).toHaveTextContent('Error');
    expect(banner).toHaveTextContent('Some components are failing: Vault');
    expect(banner).toHaveTextContent('Last checked: 21/11/2026');

    for (const header of ['Component', 'Status', 'Message', 'Details']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
    expect(within(row('Database')).getByText('Healthy')).toHaveClass('bg-success');
    expect(within(row('HMRC Service')).getByText('Warning')).toHaveClass('bg-warning');
    expect(within(row('Vault')).getByText('Error')).toHaveClass('bg-danger');
    expect(within(row('Payment Provider')).getByText('Mystery')).toHaveClass('bg-secondary');
    expect(within(row('Database')).getByText('latencyMs: 3')).toBeInTheDocument();
    expect(within(row('Database')).getByText('provider: PostgreSQL')).toBeInTheDocument();
    expect(within(row('Database')).queryByText(/extra/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);

    const metricsCard = screen.getByTestId('system-metrics');
    expect(metricsCard).toHaveTextContent('System Metrics');
    expect(metricsCard).toHaveTextContent('Total Companies4');
    expect(metricsCard).toHaveTextContent('Active Companies3');
    expect(metricsCard).toHaveTextContent('Total Users12');
    expect(metricsCard).toHaveTextContent('Total Employees40');
    expect(metricsCard).toHaveTextContent('1h 2m 3s');
    expect(metricsCard).toHaveTextContent('technical: 0.2.0');

    const statsCard = screen.getByTestId('notification-stats');
    expect(within(statsCard).getByLabelText('Total')).toHaveTextContent('7');
    expect(within(statsCard).getByLabelText('Unread')).toHaveTextContent('5');
    expect(within(statsCard).getByLabelText('Active')).toHaveTextContent('3');
    expect(within(statsCard).getByLabelText('Expired')).toHaveTextContent('2');
  });

  it('polls every 30 seconds without a spinner; the manual refresh shows one', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let release: () => void = () => undefined;
    renderView();
    // Flush the initial load without moving the fake clock (the query cache notifies on a zero-delay timer).
    for (let i = 0; i < 10; i += 1) await act(async () => jest.advanceTimersByTime(0));
    expect(screen.getByTestId('overall-status')).toBeInTheDocument();
    expect(statusCalls).toBe(1);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(within(refresh).queryByRole('status')).not.toBeInTheDocument();

    // Hold the next status answers to observe the (absent) spinner during the poll.
    holdStatus = new Promise((r) => (release = r));
    await act(async () => {
      jest.advanceTimersByTime(29_999);
    });
    expect(statusCalls).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(statusCalls).toBe(2);
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await act(async () => release());

    holdStatus = new Promise((r) => (release = r));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument());
  });

  it('reloads silently on a live StatusUpdate', async () => {
    let listener: (event?: unknown) => void = () => undefined;
    const unsubscribe = jest.fn();
    const { unmount } = renderView({
      subscribeToStatusUpdates: (l) => {
        listener = l;
        return unsubscribe;
      },
    });
    await screen.findByTestId('overall-status');
    expect(statusCalls).toBe(1);
    await act(async () => listener());
    await waitFor(() => expect(statusCalls).toBe(2));
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('a StatusUpdate refreshes only what its reason names', async () => {
    let listener: (event?: unknown) => void = () => undefined;
    renderView({
      subscribeToStatusUpdates: (l) => {
        listener = l;
        return () => undefined;
      },
    });
    await screen.findByTestId('overall-status');
    const before = http.calls.length;

    await act(async () => listener({ reason: 'notifications', checkedAt: '2026-11-21T10:16:00Z' }));
    await waitFor(() => expect(within(screen.getByTestId('notification-stats')).getByLabelText('Total')).toHaveTextContent('8'));
    expect(http.calls.slice(before).map((c) => c.url)).toEqual(['/api/technical/notification-stats']);

    const healthy: SystemStatus = { ...systemStatus, overallStatus: { status: 'Healthy', statusMessage: 'All systems operational' } };
    await act(async () => listener({ reason: 'requested', checkedAt: '2026-11-21T10:17:00Z', status: healthy }));
    await waitFor(() => expect(screen.getByTestId('overall-status')).toHaveTextContent('All systems operational'));
    expect(http.calls.slice(before)).toHaveLength(1);
  });

  it('shows nothing made up when an answer breaks the contract', async () => {
    http = mockHttp()
      .on('GET', '/api/technical/system-status', { status: 200, data: '<html>' })
      .on('GET', '/api/technical/system-metrics', { status: 200, data: metrics })
      .on('GET', '/api/technical/notification-stats', { status: 200, data: stats });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView();
    await screen.findByTestId('system-metrics');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load technical system-status', expect.objectContaining({ name: 'UnexpectedResponseError' })));
    expect(screen.queryByTestId('overall-status')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('Send System Notification modal', () => {
  async function openModal() {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  it('has the spec fields and options', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByText('Send System Notification')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toBeRequired();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('rows', '3');
    expect(within(dialog).getByLabelText('Message').tagName).toBe('TEXTAREA');
    const options = (label: string) => within(within(dialog).getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('Type')).toEqual(['Info', 'Success', 'Warning', 'Error', 'Maintenance']);
    expect(options('Scope')).toEqual(['AllUsers', 'AdminOnly', 'CompanySpecific', 'SpecificUsers']);
    expect(within(dialog).getByLabelText(/Schedule For/)).toHaveAttribute('type', 'datetime-local');
    expect(within(dialog).getByLabelText(/Expires At/)).toHaveAttribute('type', 'datetime-local');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('requires Title and Message before sending', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Message is required')).toBeVisible();
    expect(http.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it('sends the payload (blank dates as null), shows Sending... while busy, closes and refetches stats', async () => {
    let release: () => void = () => undefined;
    let body: unknown;
    http.on('POST', '/api/technical/send-notification', (config) => {
      body = JSON.parse(config.data);
      return new Promise((r) => (release = () => r({ status: 200, data: { id: 'n1' } })));
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Title'), 'Maintenance tonight');
    await user.type(within(dialog).getByLabelText('Message'), 'Down 22:00-23:00');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Maintenance');
    await user.selectOptions(within(dialog).getByLabelText('Scope'), 'AdminOnly');
    await user.type(within(dialog).getByLabelText(/Expires At/), '2030-01-02T03:04');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const busy = await within(dialog).findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(body).toEqual({
      title: 'Maintenance tonight',
      message: 'Down 22:00-23:00',
      type: 'Maintenance',
      scope: 'AdminOnly',
      targetCompanyIds: [],
      targetUserIds: [],
      scheduledFor: null,
      expiresAt: new Date('2030-01-02T03:04').toISOString(),
    });
    const statsBefore = statsCalls;
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(statsCalls).toBe(statsBefore + 1));
    await waitFor(() => expect(within(screen.getByTestId('notification-stats')).getByLabelText('Total')).toHaveTextContent('8'));
    // One POST and one GET of the statistics: no status, metrics or payment-provider check.
    expect(http.calls.slice(3).map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /api/technical/send-notification',
      'get /api/technical/notification-stats',
    ]);
  });

  it('shows Failed to send notification on an error answer and Error sending notification on a network failure', async () => {
    let reply: 'fail' | 'network' = 'fail';
    http.on('POST', '/api/technical/send-notification', () => (reply === 'fail' ? { status: 400, data: { message: 'Bad' } } : 'network-error'));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Title'), 'T');
    await user.type(within(dialog).getByLabelText('Message'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to send notification$/);
    reply = 'network';
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Error sending notification$/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Cancel closes without sending', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls.some((c) => c.method === 'post')).toBe(false);
  });
});
