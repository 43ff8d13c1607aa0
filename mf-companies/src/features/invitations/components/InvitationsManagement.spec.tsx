import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, servePaged, type HttpMock } from '@app/api-client/testing';
import { REVOKED_BY_ADMIN, type AdminCompany, type Invitation } from '@app/contracts';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

function invitation(overrides: Partial<Invitation>): Invitation {
  return {
    id: 'i1',
    email: 'pending.user@example.com',
    companyId: 'c1',
    companyName: 'Acme Ltd',
    role: 'Employee',
    createdAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-11-27T10:00:00Z',
    isUsed: false,
    usedByUserId: null,
    isExpired: false,
    isValid: true,
    token: 'user-token-1',
    ...overrides,
  };
}

const list: Invitation[] = [
  invitation({}),
  invitation({ id: 'i2', email: 'owner@example.com', companyId: undefined, companyName: null, role: 'Manager', token: 'company-token-2' }),
  invitation({ id: 'i3', email: 'used@example.com', isUsed: true, usedByUserId: 'user-9', isValid: false, token: null }),
  invitation({ id: 'i4', email: 'expired@example.com', isExpired: true, isValid: false, token: null }),
  invitation({ id: 'i5', email: 'revoked@example.com', isUsed: true, usedByUserId: REVOKED_BY_ADMIN, isValid: false, token: null }),
];

const companies = [
  { id: 'c1', name: 'Acme Ltd', userCount: 3 },
  { id: 'c2', name: 'Beta plc', userCount: 1 },
] as AdminCompany[];

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  const statusOf = (i: Invitation) => (i.isUsed ? (i.usedByUserId === REVOKED_BY_ADMIN ? 'revoked' : 'used') : i.isExpired ? 'expired' : 'pending');
  http.on('GET', '/api/admin/invitations', servePaged(() => list, (i, search, status) => `${i.email} ${i.companyName ?? ''}`.toLowerCase().includes(search) && (!status || statusOf(i) === status)));
  http.on('GET', '/api/admin/companies', { status: 200, data: companies });
});
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

it('renders the Recent Invitations table with type, company, role, dates and status badges', async () => {
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[\u25B2\u25BC\u21C5]/g, ''))).toEqual(['Email', 'Type', 'Company', 'Role', 'Created', 'Expires', 'Status', 'Actions']);
  const pending = within(rowOf('pending.user@example.com'));
  expect(pending.getByText('User')).toBeInTheDocument();
  expect(pending.getByText('Acme Ltd')).toBeInTheDocument();
  expect(pending.getByText('Employee')).toBeInTheDocument();
  expect(pending.getByText('20/11/2026')).toBeInTheDocument();
  expect(pending.getByText('Pending')).toBeInTheDocument();
  const company = within(rowOf('owner@example.com'));
  expect(company.getByText('Company')).toBeInTheDocument();
  expect(company.getByText('Manager')).toBeInTheDocument();
  expect(within(rowOf('used@example.com')).getByText('Used')).toBeInTheDocument();
  expect(within(rowOf('expired@example.com')).getByText('Expired')).toBeInTheDocument();
  expect(within(rowOf('revoked@example.com')).getByText('Revoked')).toBeInTheDocument();
});

it('offers Copy Link and Revoke only while the invitation is valid', async () => {
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  for (const email of ['pending.user@example.com', 'owner@example.com']) {
    expect(within(rowOf(email)).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(within(rowOf(email)).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  }
  for (const email of ['used@example.com', 'expired@example.com', 'revoked@example.com']) {
    expect(within(rowOf(email)).queryByRole('button', { name: 'Copy Link' })).toBeNull();
    expect(within(rowOf(email)).queryByRole('button', { name: 'Revoke' })).toBeNull();
  }
});

it('copies /register?token= for user invites and /onboarding?token= for company invites', async () => {
  const ui = userEvent.setup();
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  await ui.click(within(rowOf('pending.user@example.com')).getByRole('button', { name: 'Copy Link' }));
  expect(await screen.findByText('Invitation link copied to clipboard!')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/register?token=user-token-1`);
  await ui.click(within(rowOf('owner@example.com')).getByRole('button', { name: 'Copy Link' }));
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/onboarding?token=company-token-2`);
});

it('says Failed to copy to clipboard when the clipboard refuses', async () => {
  const ui = userEvent.setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  await ui.click(within(rowOf('pending.user@example.com')).getByRole('button', { name: 'Copy Link' }));
  expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
});

it('revokes after confirmation; a failure says Failed to revoke invitation', async () => {
  http.on('POST', '/api/admin/invitations/i1/revoke', { status: 200, data: { message: 'Invitation revoked successfully' } });
  http.on('POST', '/api/admin/invitations/i2/revoke', { status: 409, data: { message: 'Only pending invitations can be revoked' } });
  const ui = userEvent.setup();
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  await ui.click(within(rowOf('pending.user@example.com')).getByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to revoke the invitation for pending.user@example.com?');
  await ui.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Invitation revoked successfully')).toBeInTheDocument();
  expect(http.calls.some((c) => c.method === 'post' && c.url === '/api/admin/invitations/i1/revoke')).toBe(true);

  await ui.click(within(rowOf('owner@example.com')).getByRole('button', { name: 'Revoke' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Failed to revoke invitation')).toBeInTheDocument();
});

it('invites a manager to create a company (role Manager) after validating the e-mail', async () => {
  http.on('POST', '/api/admin/invite-company-creation', (config) => ({
    status: 201,
    data: { message: 'ok', companyName: null, emailSent: true, invitation: invitation({ ...JSON.parse(config.data), companyId: undefined }) },
  }));
  const ui = userEvent.setup();
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  const form = within(await screen.findByRole('form', { name: 'Invite Manager to Create Company' }));
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(form.getByText('Email is required')).toBeInTheDocument();
  await ui.type(form.getByLabelText('Email'), 'not-an-email');
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(http.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  await ui.clear(form.getByLabelText('Email'));
  await ui.type(form.getByLabelText('Email'), 'boss@new.example');
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText('Company creation invitation created for boss@new.example and sent by email.')).toBeInTheDocument();
  const post = http.calls.find((c) => c.method === 'post')!;
  expect(JSON.parse(post.data)).toEqual({ email: 'boss@new.example', role: 'Manager' });
});

it('invites a user to a company: options show name and user count, role Employee by default, answer {companyName}', async () => {
  http.on('POST', '/api/admin/invite-user-to-company', { status: 201, data: { message: 'ok', companyName: 'Beta plc', emailSent: false, invitation: invitation({}) } });
  const ui = userEvent.setup();
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  const form = within(await screen.findByRole('form', { name: 'Invite User to Existing Company' }));
  await screen.findByRole('option', { name: 'Beta plc (1 user)' });
  expect(form.getByRole('option', { name: 'Acme Ltd (3 users)' })).toBeInTheDocument();
  expect((form.getByLabelText('Role') as HTMLSelectElement).value).toBe('Employee');
  await ui.type(form.getByLabelText('Email'), 'new.hire@beta.example');
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(form.getByText('Please select a company')).toBeInTheDocument();
  await ui.selectOptions(form.getByLabelText('Company'), 'c2');
  await ui.selectOptions(form.getByLabelText('Role'), 'Manager');
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText(/Invitation created for new.hire@beta.example to join Beta plc\. No email was sent/)).toBeInTheDocument();
  const post = http.calls.find((c) => c.method === 'post')!;
  expect(JSON.parse(post.data)).toEqual({ email: 'new.hire@beta.example', companyId: 'c2', role: 'Manager' });
});

it('shows the server message or Network error occurred when an invitation fails', async () => {
  let attempt = 0;
  http.on('POST', '/api/admin/invite-company-creation', () =>
    attempt++ === 0 ? { status: 409, data: { message: 'A user with this email address already exists' } } : 'network-error',
  );
  const ui = userEvent.setup();
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  const form = within(await screen.findByRole('form', { name: 'Invite Manager to Create Company' }));
  await ui.type(form.getByLabelText('Email'), 'taken@example.com');
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText('A user with this email address already exists')).toBeInTheDocument();
  await ui.click(form.getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
});

it('clears successes after 3 seconds and errors after 5 seconds', async () => {
  jest.useFakeTimers();
  const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  http.on('POST', '/api/admin/invitations/i1/revoke', { status: 500, data: { message: 'boom' } });
  renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  await ui.click(within(rowOf('pending.user@example.com')).getByRole('button', { name: 'Copy Link' }));
  expect(await screen.findByText('Invitation link copied to clipboard!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText('Invitation link copied to clipboard!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Invitation link copied to clipboard!')).toBeNull();

  await ui.click(within(rowOf('pending.user@example.com')).getByRole('button', { name: 'Revoke' }));
  await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Failed to revoke invitation')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Failed to revoke invitation')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  await waitFor(() => expect(screen.queryByText('Failed to revoke invitation')).toBeNull());
});

it('filters by status and searches on the server, newest first by default', async () => {
  const ui = userEvent.setup();
  const view = renderAt('/admin/invitations', <RemoteRoutes section="invitations" />);
  await screen.findByText('pending.user@example.com');
  const lastParams = () => http.calls.filter((c) => c.url === '/api/admin/invitations').at(-1)!.params;
  expect(lastParams()).toEqual({ page: 1, pageSize: 50, sort: '-createdAt' });
  await ui.selectOptions(screen.getByLabelText('Filter invitations by status'), 'revoked');
  await waitFor(() => expect(screen.queryByText('pending.user@example.com')).toBeNull());
  expect(screen.getByText('revoked@example.com')).toBeInTheDocument();
  await ui.selectOptions(screen.getByLabelText('Filter invitations by status'), '');
  await ui.type(screen.getByRole('searchbox', { name: 'Search invitations' }), 'OWNER@');
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 50, sort: '-createdAt', search: 'OWNER@' }));
  expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('used@example.com')).toBeNull());
  await ui.click(screen.getByRole('button', { name: /^Expires/ }));
  expect(view.location().search).toBe('?q=OWNER%40&sort=expiresAt');
});
