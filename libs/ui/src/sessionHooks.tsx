import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@app/router';
import { fetchCurrentUser, loadBusinessModel, rememberPath, restoreSession, startExpiryWatch, useSession, type SessionStatus } from '@app/session';
import { LoadingSpinner } from './LoadingSpinner';

/** Restores the session at load (GET /api/auth/me unless a fresh cached user exists) and runs the 60 s expiry check. */
export function useSessionRestore(): SessionStatus {
  const status = useSession((s) => s.status);
  useEffect(() => {
    void restoreSession(fetchCurrentUser);
    return startExpiryWatch();
  }, []);
  return status;
}

/** Non-admins: the business model configuration at sign-in and at session restore (the session layer's loadBusinessModel). */
export function useBusinessModelLoad(): void {
  const userId = useSession((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  const isAdmin = useSession((s) => s.user?.role === 'Admin');
  useEffect(() => {
    if (userId && !isAdmin) void loadBusinessModel();
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
