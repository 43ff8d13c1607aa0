// The session store and its module-private parts (logout hooks, toast timer). Public API: ./index.ts;
// the test reset (./testing) reaches the private parts from here, so production entries never export it.
import { createStore } from 'zustand';
import type { AuthUser, BusinessModelConfig } from '@app/contracts';

export const TOKEN_KEY = 'token';

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  status: SessionStatus;
  /** True while the Session Expired toast is visible. */
  expiredNotice: boolean;
  /** True between session end and the delayed logout. */
  expiring: boolean;
  /** Non-admins: the business model configuration loaded at sign-in / session restore (GET /api/businessmodel). */
  businessModel: BusinessModelConfig | null;
}

export const initialState = (): SessionState => ({
  token: safeStorage()?.getItem(TOKEN_KEY) ?? null,
  user: null,
  status: 'unknown',
  expiredNotice: false,
  expiring: false,
  businessModel: null,
});

export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()(() => initialState());

type LogoutHook = () => void;
export const logoutHooks = new Set<LogoutHook>();

/** The Session Expired toast's hide timer. */
export const toast: { timer: ReturnType<typeof setTimeout> | undefined } = { timer: undefined };

/** Listeners of the hub's StatusUpdate events (see ./realtime.ts). */
export const statusListeners = new Set<(payload: unknown) => void>();
