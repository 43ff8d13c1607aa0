import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

export interface AlertMessage {
  variant: AlertVariant;
  message: ReactNode;
  /** Auto-dismiss after this many milliseconds (none when omitted). */
  timeoutMs?: number;
}

export function TimedAlert({ alert, onClose }: { alert: AlertMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!alert?.timeoutMs) return;
    const id = setTimeout(onClose, alert.timeoutMs);
    return () => clearTimeout(id);
  }, [alert, onClose]);

  if (!alert) return null;
  return (
    <Alert variant={alert.variant} dismissible onClose={onClose} role={alert.variant === 'danger' ? 'alert' : 'status'}>
      {alert.message}
    </Alert>
  );
}

/**
 * Alert helper: `const { alert, showAlert, clearAlert, alertElement } = useTimedAlert();`
 * showAlert('danger', 'Failed to ...', 5000).
 */
export function useTimedAlert() {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const clearAlert = useCallback(() => setAlert(null), []);
  const showAlert = useCallback((variant: AlertVariant, message: ReactNode, timeoutMs?: number) => {
    setAlert({ variant, message, timeoutMs });
  }, []);
  const mounted = useRef(true);
  useEffect(() => () => {
    mounted.current = false;
  }, []);
  const alertElement = <TimedAlert alert={alert} onClose={clearAlert} />;
  return { alert, showAlert, clearAlert, alertElement };
}
