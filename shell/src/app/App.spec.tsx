import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpMock } from '@app/api-client/testing';
import { sessionStore, signIn } from '@app/session';
import { renderAt } from '@app/ui/testing';
import { inMemoryRemotes, productRemotes, type FakeCatalogue } from '../testing/remotes';
import { AppRoutes } from './App';
import { parseRegistry, RemoteCatalogueContext } from './remotes';
import { withShellTestSetup } from '../testing/shell';

const admin = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' as const };

let remotes: FakeCatalogue;

function renderShellAt(path: string) {
  return renderAt(
    path,
    <RemoteCatalogueContext.Provider value={remotes}>
      <AppRoutes />
    </RemoteCatalogueContext.Provider>,
  );
}

const currentHttp = withShellTestSetup();
let http: HttpMock;
beforeEach(() => {
  remotes = inMemoryRemotes(productRemotes());
  http = currentHttp();
});

it('sends anonymous users to /login and back to the remembered page after sign-in', async () => {
  sessionStore.setState({ status: 'anonymous' });
  http.on('POST', '/api/auth/login', { status: 200, data: { token: 't', user: admin } });
  const view = renderShellAt('/admin/users');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(view.location().pathname).toBe('/admin/users'));
});

it('goes to /admin/companies after sign-in when nothing is remembered', async () => {
  sessionStore.setState({ status: 'anonymous' });
  http.on('POST', '/api/auth/login', { status: 200, data: { token: 't', user: admin } });
  const view = renderShellAt('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'a@b.c');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(view.location().pathname).toBe('/admin/companies'));
});

it('shows the admin navigation and a fallback when the remote cannot be loaded', async () => {
  signIn('t', admin);
  // The billing remote declares its section but its screens cannot be loaded.
  remotes.set('mf_billing', { ...productRemotes().mf_billing, routes: undefined });
  renderShellAt('/admin/stripe');
  expect(await screen.findByRole('link', { name: 'Companies' })).toBeInTheDocument();
  for (const label of ['Companies', 'Users', 'Invitations', 'Expense Categories', 'Salary Component Templates', 'Business Models', 'Fiscal Parameters', 'Income Tax Simulator', 'Stripe Management', 'HMRC', 'Technical Status', 'System Settings']) {
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
  }
  // The section shows the remote fallback, the shell keeps working.
  expect(await screen.findByText('This module is currently unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('signs out from the user menu', async () => {
  signIn('t', admin);
  const view = renderShellAt('/admin/companies');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
  await user.click(await screen.findByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(view.location().pathname).toBe('/login'));
  expect(localStorage.getItem('token')).toBeNull();
});

it('non-admin users see that the business area is outside this app', async () => {
  signIn('t', { ...admin, role: 'Manager' });
  renderShellAt('/admin/companies');
  expect(screen.getByText(/business area for managers and employees is outside this app/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(sessionStore.getState().token).toBeNull();
});

it('parses the remote registry', () => {
  expect(parseRegistry({ mf_companies: '/remotes/mf-companies/mf-manifest.json', bad: 1 })).toEqual({ mf_companies: '/remotes/mf-companies/mf-manifest.json' });
  expect(parseRegistry([{ name: 'mf_hmrc', entry: '/x.json' }])).toEqual({ mf_hmrc: '/x.json' });
  expect(parseRegistry(null)).toEqual({});
});
