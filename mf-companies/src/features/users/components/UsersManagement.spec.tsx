import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, servePaged, type HttpMock } from '@app/api-client/testing';
import type { UserDto } from '@app/contracts';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

function user(overrides: Partial<UserDto>): UserDto {
  return {
    id: 'u1',
    firstName: 'Alice',
    lastName: 'Smith',
    email: 'alice@acme.example',
    emailConfirmed: true,
    role: 'Employee',
    companyId: 'c1',
    companyName: 'Acme Ltd',
    isActive: true,
    lastLoginDate: '2026-11-20T10:30:00Z',
    createdAt: '2026-01-15T09:00:00Z',
    ...overrides,
  };
}

const people: UserDto[] = [
  user({}),
  user({ id: 'u2', firstName: 'Bob', lastName: 'Jones', email: 'bob@beta.example', companyName: 'Beta plc', companyId: 'c2', isActive: false, emailConfirmed: false, lastLoginDate: null }),
  user({ id: 'u3', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin', companyId: null, companyName: null }),
  user({ id: 'u4', firstName: 'Max', lastName: 'Manager', email: 'max@acme.example', role: 'Manager' }),
];

let http: HttpMock;
let rows: UserDto[];
beforeEach(() => {
  http = mockHttp();
  rows = people.map((u) => ({ ...u }));
});

/** Serves `list()` as the server does (paged, name/e-mail/company search, status) with the summary over all of it. */
function serveUsers(list: () => UserDto[] = () => rows) {
  const text = (u: UserDto) => `${u.firstName} ${u.lastName} ${u.email} ${u.companyName ?? ''}`.toLowerCase();
  http.on('GET', '/api/admin/user-management/summary', () => {
    const all = list();
    const active = all.filter((u) => u.isActive).length;
    return { status: 200, data: { total: all.length, active, inactive: all.length - active, administrators: all.filter((u) => u.role === 'Admin').length } };
  });
  http.on('GET', '/api/admin/user-management', servePaged(list, (u, search, status) => text(u).includes(search) && (status === '' || u.isActive === (status === 'active'))));
}

/** A toggle answered like the server, flipping the stored row. */
function toggleAnswers(id: string) {
  http.on('PUT', `/api/admin/user-management/${id}/toggle-status`, () => {
    const u = rows.find((r) => r.id === id)!;
    u.isActive = !u.isActive;
    return { status: 200, data: { message: u.isActive ? 'User reactivated successfully' : 'User deactivated successfully', isActive: u.isActive } };
  });
}
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const card = (label: string) => screen.getByTestId(`summary-${label}`);

it('renders every column, the initials and id, the e-mail icon, role badge, No Company and Never', async () => {
  serveUsers();
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[\u25B2\u25BC\u21C5]/g, ''))).toEqual(['User', 'Email', 'Role', 'Company', 'Status', 'Last Login', 'Created', 'Actions']);
  const alice = within(rowOf('Alice Smith'));
  expect(alice.getByTestId('user-initials')).toHaveTextContent('AS');
  expect(alice.getByText('ID: u1')).toBeInTheDocument();
  expect(alice.getByRole('img', { name: 'Email confirmed' })).toBeInTheDocument();
  expect(alice.getByText('Employee')).toBeInTheDocument();
  expect(alice.getByText('Acme Ltd')).toBeInTheDocument();
  expect(alice.getByText('Active')).toBeInTheDocument();
  expect(alice.getByText('15/01/2026')).toBeInTheDocument();
  const bob = within(rowOf('Bob Jones'));
  expect(bob.getByRole('img', { name: 'Email not confirmed' })).toBeInTheDocument();
  expect(bob.getByText('Never')).toBeInTheDocument();
  expect(bob.getByText('Inactive')).toBeInTheDocument();
  expect(within(rowOf('Ada Admin')).getByText('No Company')).toBeInTheDocument();
  expect(within(rowOf('Ada Admin')).getByText('Admin')).toBeInTheDocument();
});

it('shows the summary cards: total, active, inactive, administrators', async () => {
  serveUsers();
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  await waitFor(() => expect(card('Total Users')).toHaveTextContent('4'));
  expect(card('Active Users')).toHaveTextContent('3');
  expect(card('Inactive Users')).toHaveTextContent('1');
  expect(card('Administrators')).toHaveTextContent('1');
});

it('searches name, email or company and filters by status, with the right empty texts', async () => {
  serveUsers();
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  const ui = userEvent.setup();
  const search = screen.getByRole('searchbox', { name: 'Search users' });
  await ui.type(search, 'beta');
  await waitFor(() => expect(screen.queryByText('Alice Smith')).toBeNull());
  expect(screen.getByText('Bob Jones')).toBeInTheDocument();
  await ui.clear(search);
  await ui.type(search, 'MAX@');
  await waitFor(() => expect(screen.queryByText('Bob Jones')).toBeNull());
  expect(screen.getByText('Max Manager')).toBeInTheDocument();
  await ui.clear(search);
  await ui.type(search, 'ada admin');
  expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
  await ui.clear(search);
  await ui.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'inactive');
  expect(await screen.findByText('Bob Jones')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Alice Smith')).toBeNull());
  await ui.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'active');
  await waitFor(() => expect(screen.queryByText('Bob Jones')).toBeNull());
  await ui.type(search, 'nobody at all');
  expect(await screen.findByText('No users match your search criteria')).toBeInTheDocument();
  expect(card('Total Users')).toHaveTextContent('4');
  const last = http.calls.filter((c) => c.url === '/api/admin/user-management').at(-1)!;
  expect(last.params).toEqual({ page: 1, pageSize: 50, sort: '-createdAt', search: 'nobody at all', status: 'active' });
});

it('says No users found when there are none, and Refresh reloads', async () => {
  let calls = 0;
  serveUsers(() => (calls++ < 2 ? [] : [user({})]));
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
});

it('disables Send Password Reset for inactive users only', async () => {
  serveUsers();
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  expect(within(rowOf('Bob Jones')).getByRole('button', { name: 'Send Password Reset' })).toBeDisabled();
  expect(within(rowOf('Bob Jones')).getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Send Password Reset' })).toBeEnabled();
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  // Every user, active or not, links to their history in the audit log.
  expect(within(rowOf('Bob Jones')).getByRole('link', { name: /^History of / })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/audit-log\?targetId=.+/));
});

it('deactivates after confirmation and shows the success text; cancelling sends nothing', async () => {
  serveUsers();
  toggleAnswers('u1');
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  const ui = userEvent.setup();
  await ui.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to deactivate Alice Smith?');
  await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(http.calls.filter((c) => c.method === 'put')).toHaveLength(0);

  await ui.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'Deactivate' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
  expect(await within(rowOf('Alice Smith')).findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  await waitFor(() => expect(card('Inactive Users')).toHaveTextContent('2'));
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Send Password Reset' })).toBeDisabled();
});

it('reactivates and shows User reactivated successfully', async () => {
  serveUsers();
  toggleAnswers('u2');
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Bob Jones');
  const ui = userEvent.setup();
  await ui.click(within(rowOf('Bob Jones')).getByRole('button', { name: 'Reactivate' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
  expect(await screen.findByText('User reactivated successfully')).toBeInTheDocument();
});

it('shows Error: {server text} or Error updating user status', async () => {
  serveUsers();
  http.on('PUT', '/api/admin/user-management/u3/toggle-status', { status: 400, data: { message: 'You cannot deactivate your own account' } });
  http.on('PUT', '/api/admin/user-management/u4/toggle-status', () => 'network-error');
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Ada Admin');
  const ui = userEvent.setup();
  await ui.click(within(rowOf('Ada Admin')).getByRole('button', { name: 'Deactivate' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Error: You cannot deactivate your own account')).toBeInTheDocument();
  await ui.click(within(rowOf('Max Manager')).getByRole('button', { name: 'Deactivate' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Error updating user status')).toBeInTheDocument();
});

it('sends a password reset after confirmation; errors show the server text or the fallback', async () => {
  serveUsers();
  http.on('POST', '/api/admin/user-management/u1/reset-password', { status: 200, data: { message: 'Password reset email sent successfully' } });
  http.on('POST', '/api/admin/user-management/u4/reset-password', { status: 409, data: { message: 'No active SMTP configuration' } });
  http.on('POST', '/api/admin/user-management/u3/reset-password', () => 'network-error');
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  const ui = userEvent.setup();
  const resetFor = async (name: string) => {
    await ui.click(within(rowOf(name)).getByRole('button', { name: 'Send Password Reset' }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Send Password Reset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await resetFor('Alice Smith');
  expect(await screen.findByText('Password reset email sent successfully')).toBeInTheDocument();
  await resetFor('Max Manager');
  expect(await screen.findByText('Error: No active SMTP configuration')).toBeInTheDocument();
  await resetFor('Ada Admin');
  expect(await screen.findByText('Error sending password reset email')).toBeInTheDocument();
});

it('renders thousands of users one page at a time, sorted on the server by a column header', async () => {
  const many = Array.from({ length: 2500 }, (_, i) => user({ id: `id-${i}`, firstName: 'User', lastName: String(i).padStart(4, '0'), email: `u${i}@x.example` }));
  serveUsers(() => many);
  const view = renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('User 0000')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(51);
  expect(screen.getByText('Showing 1-50 of 2500')).toBeInTheDocument();
  await waitFor(() => expect(card('Total Users')).toHaveTextContent('2500'));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('User 0050')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 50')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
  await waitFor(() => expect(view.location().search).toBe('?sort=email'));
  expect(http.calls.filter((c) => c.url === '/api/admin/user-management').at(-1)!.params).toEqual({ page: 1, pageSize: 50, sort: 'email' });
});

it('ends every session of a user after a confirmation naming them; cancelling sends nothing', async () => {
  serveUsers();
  http.on('POST', '/api/admin/user-management/u1/end-sessions', { status: 200, data: { message: 'All sessions of alice@example.com were ended' } });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  const ui = userEvent.setup();
  await ui.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'End sessions' }));
  let dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
  expect(dialog).toHaveTextContent(/End all sessions of .+\? They will be signed out on every device\./);
  await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.calls.some((c) => c.url?.endsWith('/end-sessions'))).toBe(false);
  await ui.click(within(rowOf('Alice Smith')).getByRole('button', { name: 'End sessions' }));
  dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
  await ui.click(within(dialog).getByRole('button', { name: 'End sessions' }));
  expect(await screen.findByText('All sessions of alice@example.com were ended')).toBeInTheDocument();
});
