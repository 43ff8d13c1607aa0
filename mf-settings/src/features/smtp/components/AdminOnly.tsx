import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSession } from '@app/session';
import { messages } from '../../../messages';

/** Spec section 6: the SMTP screens are gated by the user's role equalling Admin. */
function useIsAdmin(): boolean {
  return useSession((s) => s.user?.role === 'Admin');
}

/** Renders its children for an Admin only; anyone else sees the access-denied alert (and the children make no call). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <Alert variant="danger" role="alert">
        {messages.smtp.accessDenied}
      </Alert>
    );
  }
  return <>{children}</>;
}
