import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AuthUser } from '@app/contracts';
import { api } from '@app/api-client';
import { rememberPath, restoreSession, startExpiryWatch, useSession, type SessionStatus } from '@app/session';
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
