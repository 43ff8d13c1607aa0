import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { AUTO_CLOSE_MS, dismissToast, useToasts } from './presentNotification';

const BG: Record<string, string> = { Info: 'info', Success: 'success', Warning: 'warning', Error: 'danger', Maintenance: 'secondary' };

/** In-app toasts for received notifications; they hide after 5 s unless the notification requires action. */
export function NotificationToasts() {
  const toasts = useToasts();
  return (
    <ToastContainer position="top-end" className="p-3" style={{ zIndex: 1090 }} aria-live="polite">
      {toasts.map(({ key, notification: n }) => (
        <Toast
          key={key}
          onClose={() => dismissToast(key)}
          autohide={!n.requiresAction}
          delay={AUTO_CLOSE_MS}
          bg={BG[n.type] ?? 'light'}
          data-testid="notification-toast"
        >
          <Toast.Header>
            <strong className="me-auto">{n.title}</strong>
            <small>{n.type}</small>
          </Toast.Header>
          <Toast.Body className={BG[n.type] === 'warning' || !BG[n.type] ? undefined : 'text-white'}>
            {n.message}
            {n.actionUrl && (
              <div className="mt-1">
                <a href={n.actionUrl} className="text-reset fw-bold">
                  {n.actionUrl}
                </a>
              </div>
            )}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
