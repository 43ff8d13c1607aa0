import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
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
beforeEach(() => {
  http = mockHttp();
});
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const card = (label: string) => screen.getByTestId(`summary-${label}`);

it('renders every column, the initials and id, the e-mail icon, role badge, No Company and Never', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Email', 'Role', 'Company', 'Status', 'Last Login', 'Created', 'Actions']);
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
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  expect(card('Total Users')).toHaveTextContent('4');
  expect(card('Active Users')).toHaveTextContent('3');
  expect(card('Inactive Users')).toHaveTextContent('1');
  expect(card('Administrators')).toHaveTextContent('1');
});

it('searches name, email or company and filters by status, with the right empty texts', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  const ui = userEvent.setup();
  const search = screen.getByRole('searchbox', { name: 'Search users' });
  await ui.type(search, 'beta');
  expect(screen.getByText('Bob Jones')).toBeInTheDocument();
  expect(screen.queryByText('Alice Smith')).toBeNull();
  await ui.clear(search);
  await ui.type(search, 'MAX@');
  expect(screen.getByText('Max Manager')).toBeInTheDocument();
  expect(screen.queryByText('Bob Jones')).toBeNull();
  await ui.clear(search);
  await ui.type(search, 'ada admin');
  expect(screen.getByText('Ada Admin')).toBeInTheDocument();
  await ui.clear(search);
  await ui.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'inactive');
  expect(screen.getByText('Bob Jones')).toBeInTheDocument();
  expect(screen.queryByText('Alice Smith')).toBeNull();
  await ui.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'active');
  expect(screen.queryByText('Bob Jones')).toBeNull();
  await ui.type(search, 'nobody at all');
  expect(screen.getByText('No users match your search criteria')).toBeInTheDocument();
});

it('says No users found when there are none, and Refresh reloads', async () => {
  let calls = 0;
  http.on('GET', '/api/admin/user-management', () => ({ status: 200, data: calls++ === 0 ? [] : [user({})] }));
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Alice Smith')).toBeInTheDocument();
});

it('disables Send Password Reset for inactive users only', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Alice Smith');
  expect(within(rowOf('Bob Jones')).getByRole('button', { name: 'Send Password Reset' })).toBeDisabled();
  expect(within(rowOf('Bob Jones')).getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Send Password Reset' })).toBeEnabled();
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
});

it('deactivates after confirmation and shows the success text; cancelling sends nothing', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  http.on('PUT', '/api/admin/user-management/u1/toggle-status', { status: 200, data: { message: 'User deactivated successfully', isActive: false } });
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
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(within(rowOf('Alice Smith')).getByRole('button', { name: 'Send Password Reset' })).toBeDisabled();
});

it('reactivates and shows User reactivated successfully', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
  http.on('PUT', '/api/admin/user-management/u2/toggle-status', { status: 200, data: { message: 'User reactivated successfully', isActive: true } });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  await screen.findByText('Bob Jones');
  const ui = userEvent.setup();
  await ui.click(within(rowOf('Bob Jones')).getByRole('button', { name: 'Reactivate' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
  expect(await screen.findByText('User reactivated successfully')).toBeInTheDocument();
});

it('shows Error: {server text} or Error updating user status', async () => {
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
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
  http.on('GET', '/api/admin/user-management', { status: 200, data: people });
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

it('renders thousands of users one page at a time', async () => {
  const many = Array.from({ length: 2500 }, (_, i) => user({ id: `id-${i}`, firstName: 'User', lastName: String(i).padStart(4, '0'), email: `u${i}@x.example` }));
  http.on('GET', '/api/admin/user-management', { status: 200, data: many });
  renderAt('/admin/users', <RemoteRoutes section="users" />);
  expect(await screen.findByText('User 0000')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(51);
  expect(screen.getByText('Showing 1-50 of 2500')).toBeInTheDocument();
  expect(card('Total Users')).toHaveTextContent('2500');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('User 0050')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 50')).toBeInTheDocument();
});
