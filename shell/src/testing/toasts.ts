// Test helper of the shell (never imported by production code): no live-notification toast left over.
import { toastStore } from '../app/notifications/presentNotification';

export function resetToastsForTests(): void {
  toastStore.setState({ toasts: [] }, true);
}
