import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { sessionStore } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import { inMemoryRemotes, productRemotes } from '../testing/remotes';
import { AppRoutes } from './App';
import { RemoteCatalogueContext } from './remotes';

function renderShellAt(path: string) {
  return renderAt(
    path,
    <RemoteCatalogueContext.Provider value={inMemoryRemotes(productRemotes())}>
      <AppRoutes />
    </RemoteCatalogueContext.Provider>,
  );
}

const newUser = { id: 'u9', firstName: 'Rita', lastName: 'Jones', email: 'rita@example.com', role: 'Employee' as const };

let http: HttpMock;
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  sessionStore.setState({ status: 'anonymous' });
  http = mockHttp();
});
afterEach(() => http.restore());

const body = (path: string) => JSON.parse(http.calls.find((c) => c.method === 'post' && c.url === path)!.data);

it('/register?token= shows the invitation, validates, registers and signs the user in', async () => {
  http.on('GET', '/api/auth/invitation', { status: 200, data: { email: 'rita@example.com', type: 'User', companyName: 'Acme Ltd', role: 'Employee', expiresAt: '2026-12-01T00:00:00Z' } });
  http.on('POST', '/api/auth/register', { status: 200, data: { token: 'new-token', user: newUser } });
  const view = renderShellAt('/register?token=abc');
  expect(await screen.findByText('You are invited to join Acme Ltd as Employee.')).toBeInTheDocument();
  expect(http.calls[0].params).toEqual({ token: 'abc' });
  expect(screen.getByDisplayValue('rita@example.com')).toBeInTheDocument();
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('First name is required')).toBeInTheDocument();
  await ui.type(screen.getByLabelText('First name'), 'Rita');
  await ui.type(screen.getByLabelText('Last name'), 'Jones');
  await ui.type(screen.getByLabelText('Password'), 'short');
  await ui.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getAllByText('Password must be 12 to 128 characters long').length).toBeGreaterThan(0);
  await ui.clear(screen.getByLabelText('Password'));
  await ui.type(screen.getByLabelText('Password'), 'Str0ng-pass-phrase');
  await ui.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass-phrase');
  await ui.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('new-token'));
  expect(sessionStore.getState().user).toEqual(newUser);
  expect(localStorage.getItem('token')).toBe('new-token');
  expect(body('/api/auth/register')).toEqual({
    token: 'abc',
    email: 'rita@example.com',
    firstName: 'Rita',
    lastName: 'Jones',
    password: 'Str0ng-pass-phrase',
    confirmPassword: 'Str0ng-pass-phrase',
  });
  await waitFor(() => expect(view.location().pathname).toBe('/admin/companies'));
});

it('/register shows the server message for an expired or used invitation, and the missing-token text', async () => {
  http.on('GET', '/api/auth/invitation', { status: 400, data: { message: 'This invitation has expired. Please ask your administrator for a new one.' } });
  const view = renderShellAt('/register?token=old');
  expect(await screen.findByText('This invitation has expired. Please ask your administrator for a new one.')).toBeInTheDocument();
  view.unmount();
  renderShellAt('/register');
  expect(screen.getByText(/the token is missing/)).toBeInTheDocument();
});

it('/onboarding?token= creates the company with its manager and signs in; a server error is shown', async () => {
  http.on('GET', '/api/auth/invitation', { status: 200, data: { email: 'boss@new.example', type: 'Company', companyName: null, role: 'Manager', expiresAt: '2026-12-01T00:00:00Z' } });
  let attempt = 0;
  http.on('POST', '/api/auth/register-with-company', () =>
    attempt++ === 0
      ? { status: 409, data: { message: 'This invitation has just been used. Please sign in, or ask your administrator for a new invitation.' } }
      : { status: 200, data: { token: 'boss-token', user: { ...newUser, role: 'Manager', email: 'boss@new.example' } } },
  );
  renderShellAt('/onboarding?token=xyz');
  expect(await screen.findByText('You are invited to create your company as its Manager.')).toBeInTheDocument();
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: 'Create company' }));
  expect(screen.getByText('Company name is required')).toBeInTheDocument();
  await ui.type(screen.getByLabelText('Company name'), 'New Co');
  await ui.type(screen.getByLabelText('First name'), 'Bo');
  await ui.type(screen.getByLabelText('Last name'), 'Ss');
  await ui.type(screen.getByLabelText('Password'), 'Str0ng-pass-phrase');
  await ui.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass-phrase');
  await ui.click(screen.getByRole('button', { name: 'Create company' }));
  expect(await screen.findByText(/has just been used/)).toBeInTheDocument();
  await ui.click(screen.getByRole('button', { name: 'Create company' }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('boss-token'));
  expect(body('/api/auth/register-with-company')).toEqual({
    token: 'xyz',
    email: 'boss@new.example',
    companyName: 'New Co',
    firstName: 'Bo',
    lastName: 'Ss',
    password: 'Str0ng-pass-phrase',
    confirmPassword: 'Str0ng-pass-phrase',
  });
});

it('/reset-password?token= sets the password and signs in; mismatches and network failures are reported', async () => {
  let attempt = 0;
  http.on('POST', '/api/auth/reset-password', () => (attempt++ === 0 ? 'network-error' : { status: 200, data: { token: 'reset-token', user: newUser } }));
  renderShellAt('/reset-password?token=r1');
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('New password'), 'N3w-password-phrase');
  await ui.type(screen.getByLabelText('Confirm password'), 'different1');
  await ui.click(screen.getByRole('button', { name: 'Set password' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  await ui.clear(screen.getByLabelText('Confirm password'));
  await ui.type(screen.getByLabelText('Confirm password'), 'N3w-password-phrase');
  await ui.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  await ui.click(screen.getByRole('button', { name: 'Set password' }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('reset-token'));
  expect(body('/api/auth/reset-password')).toEqual({ token: 'r1', password: 'N3w-password-phrase', confirmPassword: 'N3w-password-phrase' });
});

it("shows the server's reason beside the password field (a common password), then succeeds with another", async () => {
  const common = 'This password is one of the most common passwords: choose one that is harder to guess';
  let attempt = 0;
  http.on('POST', '/api/auth/reset-password', () =>
    attempt++ === 0
      ? { status: 400, data: { message: 'Please correct the highlighted fields.', errors: { password: [common] } } }
      : { status: 200, data: { token: 'reset-token', user: newUser } },
  );
  renderShellAt('/reset-password?token=r2');
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('New password'), 'password1234');
  await ui.type(screen.getByLabelText('Confirm password'), 'password1234');
  await ui.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByText(common)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveClass('is-invalid');
  await ui.clear(screen.getByLabelText('New password'));
  await ui.clear(screen.getByLabelText('Confirm password'));
  await ui.type(screen.getByLabelText('New password'), 'A much-less-common phrase');
  await ui.type(screen.getByLabelText('Confirm password'), 'A much-less-common phrase');
  await ui.click(screen.getByRole('button', { name: 'Set password' }));
  await waitFor(() => expect(sessionStore.getState().token).toBe('reset-token'));
});
