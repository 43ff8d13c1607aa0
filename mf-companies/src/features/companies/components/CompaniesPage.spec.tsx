import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, servePaged, type HttpMock } from '@app/api-client/testing';
import type { AdminCompany, SubscriptionPlanInfo } from '@app/contracts';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const MB = 1024 * 1024;
const plans: SubscriptionPlanInfo[] = [
  { plan: 0, name: 'Standard', monthlyPrice: 29.99, maxFileStorageMB: 100, maxUsers: 5 },
  { plan: 1, name: 'Premium', monthlyPrice: 79, maxFileStorageMB: 1000, maxUsers: 50 },
];

function company(overrides: Partial<AdminCompany>): AdminCompany {
  return {
    id: 'c1',
    name: 'Acme Ltd',
    description: 'Widgets',
    createdAt: '2026-01-15T09:00:00Z',
    subscriptionPlan: 0,
    subscriptionStartDate: '2026-01-15T00:00:00Z',
    subscriptionEndDate: '2026-12-31T00:00:00Z',
    isActive: true,
    isSubscriptionActive: true,
    userCount: 3,
    employeeCount: 12,
    clientCount: 4,
    invoiceCount: 27,
    usedFileStorageBytes: 10 * MB,
    ...overrides,
  };
}

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  http.on('GET', '/api/admin/subscription-plans', { status: 200, data: plans });
});
afterEach(() => http.restore());

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

it('renders every column of the Company Management table', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  expect(await screen.findByText('Acme Ltd')).toBeInTheDocument();
  // Sortable headers carry an arrow (hidden from assistive technologies).
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[\u25B2\u25BC\u21C5]/g, ''));
  expect(headers).toEqual(['Company', 'Subscription', 'Users', 'Storage', 'Data', 'Status', 'Actions']);
  const row = within(rowOf('Acme Ltd'));
  expect(row.getByText('Widgets')).toBeInTheDocument();
  expect(row.getByText('15/01/2026')).toBeInTheDocument();
  expect(row.getByText('Standard')).toBeInTheDocument();
  expect(row.getByText('£29.99/month')).toBeInTheDocument();
  expect(row.getByText('31/12/2026')).toBeInTheDocument();
  expect(row.getByText('3 / 5')).toBeInTheDocument();
  expect(row.getByText('10.00 MB / 100 MB')).toBeInTheDocument();
  expect(row.getByText('Employees: 12')).toBeInTheDocument();
  expect(row.getByText('Clients: 4')).toBeInTheDocument();
  expect(row.getByText('Invoices: 27')).toBeInTheDocument();
  expect(row.getByText('Active')).toBeInTheDocument();
  expect(row.queryByText('Expired')).toBeNull();
  expect(http.calls.every((c) => c.method === 'get')).toBe(true);
  // Its history: the audit log filtered on the company.
  expect(row.getByRole('link', { name: 'History of Acme Ltd' })).toHaveAttribute('href', `/admin/audit-log?targetId=${company({}).id}`);
});

it('colours the storage bar at 69/70/90/91 percent', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [69, 70, 90, 91].map((p) => company({ id: `c${p}`, name: `Co ${p}`, usedFileStorageBytes: p * MB }))));
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Co 69');
  const level = (name: string) => within(rowOf(name)).getByTestId('storage-bar').querySelector('.progress-bar')!.className;
  expect(level('Co 69')).toContain('bg-success');
  expect(level('Co 70')).toContain('bg-warning');
  expect(level('Co 90')).toContain('bg-warning');
  expect(level('Co 91')).toContain('bg-danger');
});

it('shows Inactive and an Expired badge when the subscription is not active', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({ isActive: false, isSubscriptionActive: false, subscriptionPlan: 1, subscriptionEndDate: null })]));
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  const row = within(rowOf('Acme Ltd'));
  expect(row.getByText('Inactive')).toBeInTheDocument();
  expect(row.getByText('Expired')).toBeInTheDocument();
  expect(row.getByText('Premium')).toBeInTheDocument();
  expect(row.getByText('£79.00/month')).toBeInTheDocument();
  expect(row.getByText('3 / 50')).toBeInTheDocument();
});

it('shows the loading state, then the empty text', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => []));
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  expect(screen.getByText('Loading companies...')).toBeInTheDocument();
  expect(await screen.findByText('No companies found')).toBeInTheDocument();
});

it('unknown sections show Page not found', () => {
  renderAt('/admin/nope', <RemoteRoutes section="nope" />);
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

const posts = () => http.calls.filter((c) => c.method === 'post');

it('Deactivate/Activate posts toggle-status and shows the answer; failures use the catalogue texts', async () => {
  let active = true;
  http.on('GET', '/api/admin/companies', servePaged(() => [company({ isActive: active }), company({ id: 'c2', name: 'Beta plc', isActive: false })]));
  http.on('POST', '/api/admin/companies/c1/toggle-status', () => {
    active = false;
    return { status: 200, data: { message: 'Company deactivated successfully' } };
  });
  http.on('POST', '/api/admin/companies/c2/toggle-status', () => 'network-error');
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Company deactivated successfully')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Activate' })).toBeInTheDocument());
  await ui.click(within(rowOf('Beta plc')).getByRole('button', { name: 'Activate' }));
  expect(await screen.findByText('Error updating company status')).toBeInTheDocument();
});

it('Toggle answered with an error status says Failed to update company status', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  http.on('POST', '/api/admin/companies/c1/toggle-status', { status: 500, data: { message: 'Internal server error' } });
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Failed to update company status')).toBeInTheDocument();
});

it('Subscription modal: plan required, empty end date sends null (unlimited), end before start refused', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({ subscriptionEndDate: null })]));
  http.on('POST', '/api/admin/companies/c1/update-subscription', { status: 200, data: { message: 'Subscription updated successfully' } });
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Subscription' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Update Subscription - Acme Ltd')).toBeInTheDocument();
  expect(dialog.getByRole('option', { name: 'Premium - £79.00/month' })).toBeInTheDocument();
  expect((dialog.getByLabelText('Subscription Plan') as HTMLSelectElement).value).toBe('Standard');
  expect((dialog.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-01-15');
  expect((dialog.getByLabelText('End Date') as HTMLInputElement).value).toBe('');
  expect(dialog.getByText('Leave empty for an unlimited subscription.')).toBeInTheDocument();

  await ui.selectOptions(dialog.getByLabelText('Subscription Plan'), '');
  await ui.click(dialog.getByRole('button', { name: 'Update Subscription' }));
  expect(dialog.getByText('Please select a subscription plan')).toBeInTheDocument();
  await ui.selectOptions(dialog.getByLabelText('Subscription Plan'), 'Premium');
  await ui.type(dialog.getByLabelText('End Date'), '2025-12-31');
  await ui.click(dialog.getByRole('button', { name: 'Update Subscription' }));
  expect(dialog.getByText('The end date must be on or after the start date')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  await ui.clear(dialog.getByLabelText('End Date'));
  await ui.click(dialog.getByRole('button', { name: 'Update Subscription' }));
  expect(await screen.findByText('Subscription updated successfully')).toBeInTheDocument();
  expect(JSON.parse(posts()[0].data)).toEqual({ subscriptionPlan: 'Premium', subscriptionStartDate: '2026-01-15', subscriptionEndDate: null });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('Subscription errors: Failed to update subscription: {text}, or Error updating subscription', async () => {
  let attempt = 0;
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  http.on('POST', '/api/admin/companies/c1/update-subscription', () =>
    attempt++ === 0 ? { status: 400, data: { message: 'The end date must be on or after the start date' } } : 'network-error',
  );
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Subscription' }));
  const dialog = within(await screen.findByRole('dialog'));
  await ui.click(dialog.getByRole('button', { name: 'Update Subscription' }));
  expect(await dialog.findByText('Failed to update subscription: The end date must be on or after the start date')).toBeInTheDocument();
  await ui.click(dialog.getByRole('button', { name: 'Update Subscription' }));
  expect(await dialog.findByText('Error updating subscription')).toBeInTheDocument();
});

async function startReset(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Reset' }));
  const first = await screen.findByRole('dialog');
  for (const item of ['Clients', 'Employees', 'Invoices', 'Expenses and recurring expenses', 'Stored files']) {
    expect(within(first).getByText(item)).toBeInTheDocument();
  }
  expect(first).toHaveTextContent('This action cannot be undone.');
  await ui.click(within(first).getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('dialog', { name: 'Confirm company reset' }));
}

it('Reset: confirmation listing what is deleted, then the exact company name; the answer is shown', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  http.on('POST', '/api/admin/companies/c1/reset', { status: 200, data: { message: 'Company data for Acme Ltd reset successfully. Deleted 4 clients.' } });
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  const second = await startReset(ui);
  await ui.type(second.getByLabelText(/Type the company name/), 'Acme Ltd');
  await ui.click(second.getByRole('button', { name: 'Reset Company' }));
  expect(await screen.findByText('Company data for Acme Ltd reset successfully. Deleted 4 clients.')).toBeInTheDocument();
  expect(posts().map((c) => c.url)).toEqual(['/api/admin/companies/c1/reset']);
});

it('Reset: a wrong name cancels with Company name does not match. Reset cancelled.', async () => {
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  const second = await startReset(ui);
  await ui.type(second.getByLabelText(/Type the company name/), 'acme ltd');
  await ui.click(second.getByRole('button', { name: 'Reset Company' }));
  expect(await screen.findByText('Company name does not match. Reset cancelled.')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

it('Reset: cancelling the first dialog sends nothing; failures say Failed to reset company: {text} or Error resetting company', async () => {
  let attempt = 0;
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  http.on('POST', '/api/admin/companies/c1/reset', () => (attempt++ === 0 ? { status: 500, data: { message: 'Internal server error' } } : 'network-error'));
  const ui = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await ui.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Reset' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(posts()).toHaveLength(0);
  for (const expected of ['Failed to reset company: Internal server error', 'Error resetting company']) {
    const second = await startReset(ui);
    await ui.type(second.getByLabelText(/Type the company name/), 'Acme Ltd');
    await ui.click(second.getByRole('button', { name: 'Reset Company' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  }
});

it('pages, sorts, searches and filters on the server, keeping the view in the URL', async () => {
  const all = Array.from({ length: 5000 }, (_, i) => company({ id: `c${i}`, name: `Company ${String(i).padStart(4, '0')}`, isActive: i % 2 === 0 }));
  http.on('GET', '/api/admin/companies', servePaged(() => all, (c, search, status) => c.name.toLowerCase().includes(search) && (status !== 'inactive' || !c.isActive)));
  const user = userEvent.setup();
  const view = renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  expect(await screen.findByText('Company 0000')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(51);
  expect(screen.getByText('Showing 1-50 of 5000')).toBeInTheDocument();
  const lastParams = () => http.calls.filter((c) => c.url === '/api/admin/companies').at(-1)!.params;
  expect(lastParams()).toEqual({ page: 1, pageSize: 50, sort: 'name' });

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Company 0050')).toBeInTheDocument();
  expect(view.location().search).toBe('?page=2');

  await user.click(screen.getByRole('button', { name: /^Company/ }));
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 50, sort: '-name' }));
  expect(view.location().search).toBe('?sort=-name');
  expect(screen.getByRole('columnheader', { name: /^Company/ })).toHaveAttribute('aria-sort', 'descending');

  await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), '0124');
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 50, sort: '-name', search: '0124' }));
  expect(await screen.findByText('Company 0124')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Filter by status'), 'inactive');
  expect(await screen.findByText('No companies match your search criteria')).toBeInTheDocument();
  expect(view.location().search).toBe('?sort=-name&q=0124&status=inactive');
});

it("Business model: shows the company's model and overrides, saves a new choice, and shows the server's field errors", async () => {
  const ALL_ON = { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, vatReturns: true, ct600: true, autoEnrolment: true };
  http.on('GET', '/api/admin/companies', servePaged(() => [company({})]));
  http.on('GET', '/api/admin/companies/c1/business-model', {
    status: 200,
    data: { companyId: 'c1', businessModelId: null, businessModelName: 'Limited company', featureOverrides: { invoicing: false }, features: { ...ALL_ON, invoicing: false } },
  });
  http.on('GET', '/api/admin/business-models', {
    status: 200,
    data: [
      { id: 'm1', name: 'Limited company', isDefault: true, features: ALL_ON },
      { id: 'm2', name: 'Sole trader', isDefault: false, features: { ...ALL_ON, payroll: false, autoEnrolment: false, ct600: false } },
    ],
  });
  let attempts = 0;
  http.on('PUT', '/api/admin/companies/c1/business-model', (c) => {
    attempts += 1;
    if (attempts === 1) return { status: 400, data: { message: 'Pension auto-enrolment needs Payroll on', errors: { 'featureOverrides.autoEnrolment': ['Pension auto-enrolment needs Payroll on'] } } };
    const body = JSON.parse(String(c.data));
    return { status: 200, data: { companyId: 'c1', businessModelId: body.businessModelId, businessModelName: 'Sole trader', featureOverrides: body.featureOverrides, features: ALL_ON } };
  });
  const user = userEvent.setup();
  renderAt('/admin/companies', <RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  await user.click(within(rowOf('Acme Ltd')).getByRole('button', { name: 'Business model' }));
  const dialog = await screen.findByRole('dialog', { name: 'Business model of Acme Ltd' });
  const modelSelect = await within(dialog).findByLabelText('Business model');
  expect(modelSelect).toHaveValue('');
  expect(within(dialog).getByRole('option', { name: 'Default model (Limited company)' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Invoicing')).toHaveValue('off');
  expect(within(dialog).getByLabelText('Payroll')).toHaveDisplayValue('Model setting (on)');

  await user.selectOptions(modelSelect, 'm2');
  expect(within(dialog).getByLabelText('Payroll')).toHaveDisplayValue('Model setting (off)');
  await user.selectOptions(within(dialog).getByLabelText('Pension auto-enrolment'), 'on');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Pension auto-enrolment needs Payroll on')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Pension auto-enrolment')).toHaveClass('is-invalid');

  await user.selectOptions(within(dialog).getByLabelText('Pension auto-enrolment'), '');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Acme Ltd now uses Sole trader')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  const sent = http.calls.filter((c) => c.method === 'put').map((c) => JSON.parse(String(c.data)));
  expect(sent[1]).toEqual({ businessModelId: 'm2', featureOverrides: { invoicing: false } });
});
