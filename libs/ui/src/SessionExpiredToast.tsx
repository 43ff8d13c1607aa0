import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { dismissExpiredNotice, useSession } from '@app/session';

/** Shown while the session store's expiredNotice is set (the store hides it after 5 seconds). */
export function SessionExpiredToast() {
  const show = useSession((s) => s.expiredNotice);
  return (
    <ToastContainer position="top-end" className="p-3" style={{ zIndex: 2000 }}>
      <Toast show={show} onClose={dismissExpiredNotice} bg="warning" role="alert" aria-live="assertive" aria-atomic="true">
        <Toast.Header>
          <strong className="me-auto">Session Expired</strong>
        </Toast.Header>
        <Toast.Body>Your session has expired. Please sign in again.</Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
