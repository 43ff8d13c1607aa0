// The real-time notification link (SignalR, /notificationHub): started once signed in, closed at logout
// (registered with onLogout, spec section 4 "Session"). Implementation: ./notifications/notificationLink.ts.
import { onLogout } from '@app/session';
import { notificationLink } from './notifications/notificationLink';

/** Start the link for the signed-in user (the first start is retried until it connects). */
export function startNotificationLink(): void {
  void notificationLink.start();
}

export function stopNotificationLink(): void {
  void notificationLink.stop();
}

/** Manual reconnect from the layout (up to 5 attempts). */
export function reconnectNotificationLink(): void {
  void notificationLink.reconnect();
}

onLogout(stopNotificationLink);
