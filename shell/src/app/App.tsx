import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@app/router';
import { loadUserPreferences, useSession } from '@app/session';
import { RequireSession, SessionExpiredToast, useBusinessModelLoad, useSessionRestore } from '@app/ui';
import { OnboardingPage, RegisterPage, ResetPasswordPage } from './AccountPages';
import { AdminLayout } from './AdminLayout';
import { LoginPage } from './LoginPage';
import { startNotificationLink } from './notificationLink';
import { NotificationToasts } from './notifications/NotificationToasts';
import { RemoteSection } from './RemoteSection';
import { RequireAdmin } from './RequireAdmin';
import { DEFAULT_ADMIN_PATH } from './sections';
import { TwoFactorPage } from './TwoFactorPage';

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
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
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
        <Route path="account/two-factor" element={<TwoFactorPage />} />
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
