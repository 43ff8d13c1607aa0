import { getLocale, setLocale } from '@app/format';
import type { AuthUser } from '@app/contracts';
import {
  cacheUser,
  consumeReturnPath,
  decodeExpiry,
  expireSession,
  getCachedUser,
  isTokenExpiring,
  logout,
  onLogout,
  rememberPath,
  restoreSession,
  sessionStore,
  setBusinessModel,
  signIn,
  startExpiryWatch,
} from './index';
import { resetSessionForTests } from './testing';

const NOW = new Date('2026-11-21T10:00:00Z').getTime();
const user: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };

function tokenExpiringAt(ms: number): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'u1', exp: Math.floor(ms / 1000) })}.sig`;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  resetSessionForTests();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('decodeExpiry', () => {
  it('reads exp in milliseconds', () => {
    expect(decodeExpiry(tokenExpiringAt(NOW + 3_600_000))).toBe(NOW + 3_600_000);
  });

  it('returns null for garbage', () => {
    expect(decodeExpiry('nope')).toBeNull();
    expect(decodeExpiry('a.b.c')).toBeNull();
    expect(decodeExpiry(null)).toBeNull();
  });

  it('treats unreadable tokens as expiring', () => {
    expect(isTokenExpiring('garbage', 0, NOW)).toBe(true);
  });
});

describe('user cache', () => {
  it('is reused for up to 5 minutes', () => {
    cacheUser(user, NOW);
    expect(getCachedUser(NOW + 5 * 60_000)).toEqual(user);
    expect(getCachedUser(NOW + 5 * 60_000 + 1)).toBeNull();
  });
});

describe('restoreSession at load', () => {
  it('is anonymous without a token', async () => {
    const fetchMe = jest.fn();
    await expect(restoreSession(fetchMe)).resolves.toBe('anonymous');
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('ends the session when the token is within 5 minutes of expiry', async () => {
    localStorage.setItem('token', tokenExpiringAt(NOW + 5 * 60_000));
    const fetchMe = jest.fn();
    await expect(restoreSession(fetchMe, NOW)).resolves.toBe('anonymous');
    expect(fetchMe).not.toHaveBeenCalled();
    expect(sessionStore.getState().expiredNotice).toBe(true);
    jest.advanceTimersByTime(1999);
    expect(localStorage.getItem('token')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the session when the token is already expired', async () => {
    localStorage.setItem('token', tokenExpiringAt(NOW - 1000));
    await expect(restoreSession(jest.fn(), NOW)).resolves.toBe('anonymous');
    expect(sessionStore.getState().expiring).toBe(true);
  });

  it('keeps a token with more than 5 minutes left and reuses a fresh cached user', async () => {
    localStorage.setItem('token', tokenExpiringAt(NOW + 5 * 60_000 + 1000));
    cacheUser(user, NOW - 60_000);
    const fetchMe = jest.fn();
    await expect(restoreSession(fetchMe, NOW)).resolves.toBe('authenticated');
    expect(fetchMe).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('validates against the server when the cache is older than 5 minutes', async () => {
    localStorage.setItem('token', tokenExpiringAt(NOW + 3_600_000));
    cacheUser({ ...user, firstName: 'Old' }, NOW - 6 * 60_000);
    const fetchMe = jest.fn().mockResolvedValue(user);
    await expect(restoreSession(fetchMe, NOW)).resolves.toBe('authenticated');
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user?.firstName).toBe('Ada');
    expect(getCachedUser(NOW)).toEqual(user);
  });

  it('logs out when token validation fails', async () => {
    localStorage.setItem('token', tokenExpiringAt(NOW + 3_600_000));
    const fetchMe = jest.fn().mockRejectedValue(new Error('401'));
    await expect(restoreSession(fetchMe, NOW)).resolves.toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});

describe('periodic expiry check', () => {
  it('runs every 60 seconds with a 2-minute margin', () => {
    // expires in 4 minutes: fine now, within 2 minutes after the 3rd check (t = 3 min -> 1 min left)
    signIn(tokenExpiringAt(NOW + 4 * 60_000), user);
    const stop = startExpiryWatch();
    jest.advanceTimersByTime(60_000); // 3 min left
    expect(sessionStore.getState().expiring).toBe(false);
    jest.advanceTimersByTime(60_000); // 2 min left -> within margin
    expect(sessionStore.getState().expiring).toBe(true);
    expect(sessionStore.getState().expiredNotice).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(sessionStore.getState().token).toBeNull();
    stop();
  });

  it('does nothing without a token', () => {
    const stop = startExpiryWatch();
    jest.advanceTimersByTime(10 * 60_000);
    expect(sessionStore.getState().expiredNotice).toBe(false);
    stop();
  });
});

describe('session end', () => {
  it('shows the toast for 5 seconds and logs out after 2 seconds', () => {
    signIn(tokenExpiringAt(NOW + 3_600_000), user);
    expireSession();
    expireSession(); // repeated triggers are ignored
    expect(sessionStore.getState().expiredNotice).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().expiredNotice).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(sessionStore.getState().expiredNotice).toBe(false);
  });

  it('remembers the current page except the root', () => {
    window.history.pushState({}, '', '/admin/companies?x=1');
    signIn(tokenExpiringAt(NOW + 3_600_000), user);
    expireSession();
    expect(consumeReturnPath()).toBe('/admin/companies?x=1');
    expect(consumeReturnPath()).toBeNull();
    rememberPath('/');
    expect(consumeReturnPath()).toBeNull();
  });

  it('a sign-in before the delayed logout cancels it', () => {
    signIn(tokenExpiringAt(NOW + 3_600_000), user);
    expireSession();
    signIn(tokenExpiringAt(NOW + 7_200_000), user);
    jest.advanceTimersByTime(2000);
    expect(sessionStore.getState().token).not.toBeNull();
  });
});

describe('logout', () => {
  it('clears token and cache, resets locale and runs hooks', () => {
    signIn(tokenExpiringAt(NOW + 3_600_000), user);
    setLocale('fr-FR');
    const hook = jest.fn();
    const off = onLogout(hook);
    logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getLocale()).toBe('en-GB');
    expect(hook).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    off();
    logout();
    expect(hook).toHaveBeenCalledTimes(1);
  });
});

describe('business model', () => {
  const model = { name: 'Bureau', features: { payroll: true } };
  const manager: AuthUser = { ...user, id: 'u2', role: 'Manager' };

  it('is kept for the same user, dropped when another user signs in, and cleared at logout', () => {
    signIn(tokenExpiringAt(NOW + 3_600_000), manager);
    setBusinessModel(model);
    signIn(tokenExpiringAt(NOW + 7_200_000), manager);
    expect(sessionStore.getState().businessModel).toEqual(model);
    signIn(tokenExpiringAt(NOW + 7_200_000), { ...manager, id: 'u3' });
    expect(sessionStore.getState().businessModel).toBeNull();
    setBusinessModel(model);
    logout();
    expect(sessionStore.getState().businessModel).toBeNull();
  });
});
