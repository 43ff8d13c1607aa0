import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@app/router';
import { loadUserPreferences, useSession } from '@app/session';
import { LoadingSpinner, RequireSession, SessionExpiredToast, useBusinessModelLoad, useSessionRestore } from '@app/ui';
import { AdminLayout } from './AdminLayout';
import { LoginPage } from './LoginPage';
import { startNotificationLink } from './notificationLink';
import { NotificationToasts } from './notifications/NotificationToasts';
import { RemoteSection } from './RemoteSection';
import { RequireAdmin } from './RequireAdmin';
import { DEFAULT_ADMIN_PATH } from './sections';

/** A page of its own chunk: the sign-in and the first admin screen do not download the pages few visits open. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
const RegisterPage = lazyPage(() => import('./AccountPages'), 'RegisterPage');
const OnboardingPage = lazyPage(() => import('./AccountPages'), 'OnboardingPage');
const ResetPasswordPage = lazyPage(() => import('./AccountPages'), 'ResetPasswordPage');
const TwoFactorPage = lazyPage(() => import('./TwoFactorPage'), 'TwoFactorPage');

const page = (element: ReactNode) => <Suspense fallback={<LoadingSpinner center />}>{element}</Suspense>;

/** Once signed in: user preferences (locale), the notification link and (non-admins) the business model. */
function useSignedInEffects() {
  useBusinessModelLoad();
  const userId = useSession((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  useEffect(() => {
    if (!userId) return;
    startNotificationLink();
    void loadUserPreferences();
  }, [userId]);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={page(<RegisterPage />)} />
      <Route path="/onboarding" element={page(<OnboardingPage />)} />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      <Route
        path="/admin"
        element={
          <RequireSession>
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          </RequireSession>
        }
      >
        <Route index element={<Navigate to={DEFAULT_ADMIN_PATH} replace />} />
        <Route path="account/two-factor" element={page(<TwoFactorPage />)} />
        <Route path=":section/*" element={<RemoteSection />} />
      </Route>
      <Route
        path="*"
        element={
          <RequireSession>
            <Navigate to={DEFAULT_ADMIN_PATH} replace />
          </RequireSession>
        }
      />
    </Routes>
  );
}

export function App() {
  useSessionRestore();
  useSignedInEffects();
  return (
    <BrowserRouter>
      <SessionExpiredToast />
      <NotificationToasts />
      <AppRoutes />
    </BrowserRouter>
  );
}
