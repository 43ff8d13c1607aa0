// Spec: non-admins get their business model configuration at sign-in (GET /api/businessmodel); admins never ask.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { AuthUser, BusinessModelConfig } from '@app/contracts';
import { cacheUser, fetchCurrentUser, logout, restoreSession, sessionStore } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { useBusinessModelLoad } from '@app/ui';
import { renderAt } from '@app/ui/testing';
import { inMemoryRemotes, productRemotes } from '../testing/remotes';
import { AppRoutes } from './App';
import { RemoteCatalogueContext } from './remotes';

const manager: AuthUser = { id: 'm1', firstName: 'Mia', lastName: 'Manager', email: 'mia@acme.example', role: 'Manager' };
const admin: AuthUser = { id: 'a1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const model: BusinessModelConfig = { name: 'Payroll bureau', features: { payroll: true, invoicing: false } };

/** The shell's signed-in effect for the business model, around the real routes. */
const remotes = inMemoryRemotes(productRemotes());

function Shell() {
  useBusinessModelLoad();
  return (
    <RemoteCatalogueContext.Provider value={remotes}>
      <AppRoutes />
    </RemoteCatalogueContext.Provider>
  );
}

let http: HttpMock;
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  http = mockHttp();
  http.on('GET', '/api/businessmodel', { status: 200, data: model });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

const businessModelCalls = () => http.calls.filter((c) => c.url === '/api/businessmodel');

async function signInThroughTheForm(user: AuthUser) {
  sessionStore.setState({ status: 'anonymous' });
  http.on('POST', '/api/auth/login', { status: 200, data: { token: `token-${user.id}`, user } });
  renderAt('/login', <Shell />);
  const events = userEvent.setup();
  await events.type(screen.getByLabelText('Email'), user.email);
  await events.type(screen.getByLabelText('Password'), 'pw');
  await events.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(sessionStore.getState().user?.id).toBe(user.id));
}

it('a Manager sign-in requests the business model once and keeps it in the session until logout', async () => {
  await signInThroughTheForm(manager);
  await waitFor(() => expect(sessionStore.getState().businessModel).toEqual(model));
  expect(businessModelCalls()).toHaveLength(1);
  expect(businessModelCalls()[0].headers.Authorization).toBe('Bearer token-m1');

  logout();
  expect(sessionStore.getState().businessModel).toBeNull();
});

it("shows a Manager their company's configuration: the model's name and enabled features", async () => {
  http.restore();
  http = mockHttp();
  http.on('GET', '/api/businessmodel', { status: 200, data: { ...model, features: { payroll: true, invoicing: false, vatReturns: true }, overriddenFeatures: ['vatReturns'] } });
  await signInThroughTheForm(manager);
  expect(await screen.findByRole('heading', { name: "Your company's configuration: Payroll bureau" })).toBeInTheDocument();
  const features = screen.getByRole('list', { name: 'Enabled features' });
  expect(features).toHaveTextContent('Payroll');
  expect(features).toHaveTextContent('VAT returns (set for your company)');
  expect(features).not.toHaveTextContent('Invoicing');
});

it('an Admin sign-in never requests it', async () => {
  await signInThroughTheForm(admin);
  expect(await screen.findByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
  expect(businessModelCalls()).toHaveLength(0);
  expect(sessionStore.getState().businessModel).toBeNull();
});

it('a restored Manager session requests it too', async () => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  localStorage.setItem('token', `${enc({ alg: 'HS256' })}.${enc({ sub: 'm1', exp })}.sig`);
  cacheUser(manager);
  resetSessionForTests();
  renderAt('/admin/companies', <Shell />);
  await restoreSession(fetchCurrentUser);
  await waitFor(() => expect(sessionStore.getState().businessModel).toEqual(model));
  expect(businessModelCalls()).toHaveLength(1);
});
