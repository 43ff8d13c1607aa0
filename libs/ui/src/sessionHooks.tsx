import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AuthUser, BusinessModelConfig } from '@app/contracts';
import { api } from '@app/api-client';
import {
  rememberPath,
  restoreSession,
  sessionStore,
  setBusinessModel,
  startExpiryWatch,
  useSession,
  type SessionStatus,
} from '@app/session';
import { LoadingSpinner } from './LoadingSpinner';

export function fetchCurrentUser(): Promise<AuthUser> {
  return api.get<AuthUser>('/api/auth/me').then((r) => r.data);
}

/** Restores the session at load (GET /api/auth/me unless a fresh cached user exists) and runs the 60 s expiry check. */
export function useSessionRestore(): SessionStatus {
  const status = useSession((s) => s.status);
  useEffect(() => {
    void restoreSession(fetchCurrentUser);
    return startExpiryWatch();
  }, []);
  return status;
}

export function fetchBusinessModel(): Promise<BusinessModelConfig> {
  return api.get<BusinessModelConfig>('/api/businessmodel').then((r) => r.data);
}

/**
 * Spec: a non-admin gets the business model configuration at sign-in (and at session restore); it is kept in the
 * session store (`businessModel`, cleared at logout). Never requested for an Admin (the server answers 403).
 * A failure is logged only; an answer that arrives after the user changed is dropped.
 */
export function useBusinessModelLoad(): void {
  const userId = useSession((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  const isAdmin = useSession((s) => s.user?.role === 'Admin');
  useEffect(() => {
    if (!userId || isAdmin) return;
    fetchBusinessModel()
      .then((model) => {
        if (sessionStore.getState().user?.id === userId) setBusinessModel(model);
      })
      .catch((error) => console.error('Failed to load the business model', error));
  }, [userId, isAdmin]);
}

/** Renders children only with a session; otherwise remembers the page and goes to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (status === 'unknown') return <LoadingSpinner center />;
  if (status !== 'authenticated' || !token) {
    rememberPath(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}
