import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { AuthUser } from '@app/contracts';
import { getLocale, resetLocale } from '@app/format';
import { fetchCurrentUser, loadBusinessModel, loadUserPreferences, NETWORK_ERROR_MESSAGE, previewInvitation, signInFailureText, registerWithInvitation, sessionStore, signIn, signInWithPassword, signOut } from './index';
import { resetSessionForTests } from './testing';

const admin: AuthUser = { id: 'a1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const manager: AuthUser = { ...admin, id: 'm1', role: 'Manager' };

let http: HttpMock;
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  http = mockHttp();
});
afterEach(() => http.restore());

it('signs in with e-mail and password and keeps the token for the next calls', async () => {
  http.on('POST', '/api/auth/login', { status: 200, data: { token: 'tok', user: admin } });
  http.on('GET', '/api/auth/me', { status: 200, data: admin });
  await expect(signInWithPassword({ email: 'admin@example.com', password: 'pw' })).resolves.toEqual(admin);
  expect(JSON.parse(http.calls[0].data)).toEqual({ email: 'admin@example.com', password: 'pw' });
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: admin, status: 'authenticated' });
  await fetchCurrentUser();
  expect(http.calls[1].headers.get('Authorization')).toBe('Bearer tok');
});

it('fails loudly on an answer without a token or user, and does not sign in', async () => {
  http.on('POST', '/api/auth/login', { status: 200, data: { user: admin } });
  http.on('POST', '/api/auth/register', { status: 200, data: { token: 't', user: { id: 1 } } });
  http.on('GET', '/api/auth/me', { status: 200, data: [] });
  http.on('GET', '/api/auth/invitation', { status: 200, data: '<html>' });
  await expect(signInWithPassword({ email: 'a', password: 'b' })).rejects.toThrow('POST /api/auth/login answered without a token');
  await expect(registerWithInvitation({ token: 'x', firstName: 'a', lastName: 'b', password: 'c' })).rejects.toThrow('without a user');
  await expect(fetchCurrentUser()).rejects.toThrow('GET /api/auth/me answered without a user');
  await expect(previewInvitation('x')).rejects.toThrow('without an invitation');
  expect(sessionStore.getState().token).toBeNull();
});

it('loads the business model for a non-admin only', async () => {
  http.on('GET', '/api/businessmodel', { status: 200, data: { name: 'Bureau', features: {} } });
  signIn('t', admin);
  await loadBusinessModel();
  expect(http.calls).toHaveLength(0);
  signIn('t2', manager);
  await loadBusinessModel();
  expect(sessionStore.getState().businessModel).toEqual({ name: 'Bureau', features: {} });
});

it("formats in the user's locale from their preferences, and keeps the default when they cannot be read", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    resetLocale();
    const defaultLocale = getLocale();
    let answer: { status: number; data: unknown } = { status: 200, data: { locale: 'en-US' } };
    http.on('GET', '/api/userpreferences', () => answer);
    await loadUserPreferences();
    expect(getLocale()).toBe('en-US');
    resetLocale();
    answer = { status: 200, data: '<html>' };
    await loadUserPreferences();
    answer = { status: 500, data: { message: 'boom' } };
    await loadUserPreferences();
    expect(getLocale()).toBe(defaultLocale);
    expect(log).toHaveBeenCalledTimes(2);
  } finally {
    log.mockRestore();
    resetLocale();
  }
});

it('words a failed sign-in: network failure, the server message, or the form fallback', async () => {
  http.on('POST', '/api/auth/login', () => 'network-error');
  http.on('POST', '/api/auth/register', { status: 400, data: { message: 'Invitation has expired' } });
  const network = await signInWithPassword({ email: 'a', password: 'b' }).catch((e: unknown) => e);
  const expired = await registerWithInvitation({ token: 'x', firstName: 'a', lastName: 'b', password: 'c' }).catch((e: unknown) => e);
  expect(signInFailureText(network, 'Sign-in failed')).toBe(NETWORK_ERROR_MESSAGE);
  expect(signInFailureText(expired, 'Sign-in failed')).toBe('Invitation has expired');
  expect(signInFailureText(new Error('x'), 'Something went wrong')).toBe('Something went wrong');
});

it('signs out here at once and tells the server with the token being given up, even when the server cannot be reached', async () => {
  http.on('POST', '/api/auth/logout', { status: 204 });
  signIn('tok-1', admin);
  const done = signOut();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  await done;
  expect(http.calls.map((c) => [c.method, c.url, c.headers.get('Authorization')])).toEqual([['post', '/api/auth/logout', 'Bearer tok-1']]);

  http.on('POST', '/api/auth/logout', () => 'network-error');
  signIn('tok-2', admin);
  await expect(signOut()).resolves.toBeUndefined();
  expect(sessionStore.getState().token).toBeNull();
});
