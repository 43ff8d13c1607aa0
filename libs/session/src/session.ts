// The session: token, user, expiry, return path, logout. Shared (Module Federation singleton) by every app.
// Rules: spec section 4 "Session" and section 9 "Session and display".
import { useStore } from 'zustand';
import type { AuthUser, BusinessModelConfig } from '@app/contracts';
import { resetLocale } from '@app/format';
import { logoutHooks, safeStorage, sessionStore, toast, TOKEN_KEY, type SessionState, type SessionStatus } from './store';

export { sessionStore, TOKEN_KEY, type SessionState, type SessionStatus };
export const USER_CACHE_KEY = 'user';
export const USER_CACHED_AT_KEY = 'userCachedAt';
export const RETURN_PATH_KEY = 'returnPath';

/** Cached user lifetime: 5 minutes. */
export const USER_CACHE_LIFETIME_MS = 5 * 60 * 1000;
/** Token-expiry margin at load: 5 minutes. */
export const LOAD_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
/** Margin of the periodic check: 2 minutes. */
export const PERIODIC_EXPIRY_MARGIN_MS = 2 * 60 * 1000;
/** Periodic check interval: 60 seconds. */
export const EXPIRY_CHECK_INTERVAL_MS = 60 * 1000;
/** Logout delay after the session ends: 2 seconds. */
export const LOGOUT_DELAY_MS = 2000;
/** Session Expired toast duration: 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** React hook over the shared session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

// ---- token -----------------------------------------------------------------------------------

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  // UTF-8 bytes -> string without relying on TextDecoder (absent in some test environments).
  return decodeURIComponent(
    Array.from(binary, (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
  );
}

/** Expiry of a JWT in epoch milliseconds, or null when the token cannot be read or has no `exp`. */
export function decodeExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is unreadable, expired, or expires within `marginMs`. */
export function isTokenExpiring(token: string | null | undefined, marginMs: number, now: number = Date.now()): boolean {
  const expiry = decodeExpiry(token);
  if (expiry === null) return true;
  return expiry - now <= marginMs;
}

export function getToken(): string | null {
  return sessionStore.getState().token;
}

// ---- user cache ------------------------------------------------------------------------------

export function cacheUser(user: AuthUser, now: number = Date.now()): void {
  const storage = safeStorage();
  storage?.setItem(USER_CACHE_KEY, JSON.stringify(user));
  storage?.setItem(USER_CACHED_AT_KEY, String(now));
}

/** The cached user if it is at most 5 minutes old. */
export function getCachedUser(now: number = Date.now()): AuthUser | null {
  const storage = safeStorage();
  const raw = storage?.getItem(USER_CACHE_KEY);
  const at = Number(storage?.getItem(USER_CACHED_AT_KEY));
  if (!raw || !Number.isFinite(at) || now - at > USER_CACHE_LIFETIME_MS) return null;
  try {
    return JSON.parse(raw) as AuthUser;
  } catch {
    return null;
  }
}

function clearUserCache(): void {
  safeStorage()?.removeItem(USER_CACHE_KEY);
  safeStorage()?.removeItem(USER_CACHED_AT_KEY);
}

// ---- return path -----------------------------------------------------------------------------

/** Remember the page the user was on (never the root or the sign-in page). */
export function rememberPath(path: string): void {
  if (!path || path === '/' || path.startsWith('/login')) return;
  safeStorage()?.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path (and forget it), or null. */
export function consumeReturnPath(): string | null {
  const storage = safeStorage();
  const path = storage?.getItem(RETURN_PATH_KEY) ?? null;
  storage?.removeItem(RETURN_PATH_KEY);
  return path;
}

export function clearReturnPath(): void {
  safeStorage()?.removeItem(RETURN_PATH_KEY);
}

// ---- sign in / out ---------------------------------------------------------------------------

/** Register something to run at every logout (e.g. closing the notification link). Returns an unregister function. */
export function onLogout(hook: () => void): () => void {
  logoutHooks.add(hook);
  return () => logoutHooks.delete(hook);
}

export function signIn(token: string, user: AuthUser): void {
  safeStorage()?.setItem(TOKEN_KEY, token);
  cacheUser(user);
  // Another user signing in (no logout in between) must not see the previous user's business model.
  const { user: previous, businessModel } = sessionStore.getState();
  sessionStore.setState({ token, user, status: 'authenticated', expiring: false, businessModel: previous?.id === user.id ? businessModel : null });
}

/** Keep the signed-in non-admin's business model configuration (loaded by the shell, cleared at logout). */
export function setBusinessModel(businessModel: BusinessModelConfig | null): void {
  sessionStore.setState({ businessModel });
}

export function setUser(user: AuthUser): void {
  cacheUser(user);
  sessionStore.setState({ user, status: 'authenticated' });
}

/** Clears token and user cache, resets locale to en-GB and runs the logout hooks. */
export function logout(): void {
  const storage = safeStorage();
  storage?.removeItem(TOKEN_KEY);
  clearUserCache();
  resetLocale();
  sessionStore.setState({ token: null, user: null, status: 'anonymous', expiring: false, businessModel: null });
  for (const hook of [...logoutHooks]) {
    try {
      hook();
    } catch (error) {
      console.error('Logout hook failed', error);
    }
  }
}

/**
 * Session end: show the Session Expired toast (auto-hides after 5 s) and log out after 2 s.
 * Remembers the current page so the user can return to it. Repeated calls while ending are ignored.
 */
export function expireSession(): void {
  const state = sessionStore.getState();
  if (state.expiring) return;
  if (typeof window !== 'undefined' && window.location) {
    rememberPath(window.location.pathname + window.location.search);
  }
  sessionStore.setState({ expiredNotice: true, expiring: true });
  if (toast.timer) clearTimeout(toast.timer);
  toast.timer = setTimeout(() => sessionStore.setState({ expiredNotice: false }), TOAST_DURATION_MS);
  setTimeout(() => {
    // A sign-in in the meantime cancels the pending logout.
    if (sessionStore.getState().expiring) logout();
  }, LOGOUT_DELAY_MS);
}

export function dismissExpiredNotice(): void {
  sessionStore.setState({ expiredNotice: false });
}

/**
 * Session restore at load. The session ends when the token is expired or within 5 minutes of expiry.
 * Otherwise a cached user up to 5 minutes old is reused, else the user is validated with `fetchMe`
 * (GET /api/auth/me); a validation failure logs out.
 */
export async function restoreSession(fetchMe: () => Promise<AuthUser>, now: number = Date.now()): Promise<SessionStatus> {
  const token = safeStorage()?.getItem(TOKEN_KEY) ?? null;
  if (!token) {
    sessionStore.setState({ token: null, user: null, status: 'anonymous' });
    return 'anonymous';
  }
  if (isTokenExpiring(token, LOAD_EXPIRY_MARGIN_MS, now)) {
    sessionStore.setState({ token, status: 'anonymous' });
    expireSession();
    return 'anonymous';
  }
  sessionStore.setState({ token });
  const cached = getCachedUser(now);
  if (cached) {
    sessionStore.setState({ user: cached, status: 'authenticated' });
    return 'authenticated';
  }
  try {
    const user = await fetchMe();
    setUser(user);
    return 'authenticated';
  } catch {
    logout();
    return 'anonymous';
  }
}

/** Periodic check: every 60 s, the session ends when the token expires within 2 minutes. Returns a stop function. */
export function startExpiryWatch(): () => void {
  const id = setInterval(() => {
    const { token, expiring } = sessionStore.getState();
    if (token && !expiring && isTokenExpiring(token, PERIODIC_EXPIRY_MARGIN_MS)) expireSession();
  }, EXPIRY_CHECK_INTERVAL_MS);
  return () => clearInterval(id);
}
