import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { sessionStore, signIn } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { AppRoutes } from './App';
import { parseRegistry } from './remotes';

const admin = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' as const };

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

let http: HttpMock;
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  http = mockHttp();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

it('sends anonymous users to /login and back to the remembered page after sign-in', async () => {
  sessionStore.setState({ status: 'anonymous' });
  http.on('POST', '/api/auth/login', { status: 200, data: { token: 't', user: admin } });
  renderAt('/admin/users');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/users'));
});

it('goes to /admin/companies after sign-in when nothing is remembered', async () => {
  sessionStore.setState({ status: 'anonymous' });
  http.on('POST', '/api/auth/login', { status: 200, data: { token: 't', user: admin } });
  renderAt('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'a@b.c');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/companies'));
});

it('shows the admin navigation and a fallback when the remote cannot be loaded', async () => {
  signIn('t', admin);
  renderAt('/admin/stripe');
  for (const label of ['Companies', 'Users', 'Invitations', 'Expense Categories', 'Salary Component Templates', 'Business Models', 'Fiscal Parameters', 'Income Tax Simulator', 'Stripe Management', 'HMRC', 'Technical Status', 'System Settings']) {
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
  }
  // No /remotes.json in the test environment: the section shows the remote fallback, the shell keeps working.
  expect(await screen.findByText('This module is currently unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('signs out from the user menu', async () => {
  signIn('t', admin);
  renderAt('/admin/companies');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
  await user.click(await screen.findByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  expect(localStorage.getItem('token')).toBeNull();
});

it('non-admin users see that the business area is outside this app', async () => {
  signIn('t', { ...admin, role: 'Manager' });
  renderAt('/admin/companies');
  expect(screen.getByText(/business area for managers and employees is outside this app/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(sessionStore.getState().token).toBeNull();
});

it('parses the remote registry', () => {
  expect(parseRegistry({ mf_companies: '/remotes/mf-companies/mf-manifest.json', bad: 1 })).toEqual({ mf_companies: '/remotes/mf-companies/mf-manifest.json' });
  expect(parseRegistry([{ name: 'mf_hmrc', entry: '/x.json' }])).toEqual({ mf_hmrc: '/x.json' });
  expect(parseRegistry(null)).toEqual({});
});
