// Hook point for the real-time notification link (SignalR, /notificationHub). A later task implements it;
// it must be closed at logout, which is what registering with onLogout guarantees.
import { onLogout } from '@app/session';

let close: (() => void) | null = null;

/** Start the link for the signed-in user (placeholder: nothing to open yet). */
export function startNotificationLink(): void {
  if (close) return;
  close = () => undefined;
}

export function stopNotificationLink(): void {
  close?.();
  close = null;
}

onLogout(stopNotificationLink);
