// Spec section 9: browser notifications only for these types, auto-closing after 5 s unless requiresAction;
// everything else (and these too when the browser does not allow notifications) becomes an in-app toast.
import { createStore, useStore } from 'zustand';
import { BROWSER_NOTIFICATION_TYPES, LIVE_EVENT_TYPES, type LiveNotification as ContractLiveNotification } from '@app/contracts';

/** What the link needs of the hub's ReceiveNotification payload (the shape is `LiveNotification` in @app/contracts). */
export type LiveNotification = Pick<ContractLiveNotification, 'type' | 'title' | 'message'> & Partial<ContractLiveNotification>;

/** Business event types the link subscribes to (restored after every reconnect): the one list in @app/contracts. */
export const SUBSCRIBED_TYPES = LIVE_EVENT_TYPES;
export const AUTO_CLOSE_MS = 5000;

export interface ToastItem {
  key: number;
  notification: LiveNotification;
}

export const toastStore = createStore<{ toasts: ToastItem[] }>()(() => ({ toasts: [] }));
let nextKey = 1;

export function pushToast(notification: LiveNotification): void {
  toastStore.setState((s) => ({ toasts: [...s.toasts, { key: nextKey++, notification }] }));
}

export function dismissToast(key: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.key !== key) }));
}

export function useToasts(): ToastItem[] {
  return useStore(toastStore, (s) => s.toasts);
}

export function browserNotificationsAllowed(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && window.Notification.permission === 'granted';
}

/** Asks once (when the browser has not decided yet); never throws. */
export function requestBrowserNotificationPermission(): void {
  try {
    if (typeof window !== 'undefined' && 'Notification' in window && window.Notification.permission === 'default') {
      void window.Notification.requestPermission().catch(() => undefined);
    }
  } catch {
    // Some browsers only allow the request from a user gesture.
  }
}

export function isBrowserNotificationType(type: string): boolean {
  return (BROWSER_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export function presentNotification(n: LiveNotification): 'browser' | 'toast' {
  if (isBrowserNotificationType(n.type) && browserNotificationsAllowed()) {
    const shown = new window.Notification(n.title, { body: n.message, tag: n.id ?? undefined, requireInteraction: !!n.requiresAction });
    if (n.actionUrl) {
      const url = n.actionUrl;
      shown.onclick = () => {
        window.focus();
        window.location.assign(url);
      };
    }
    if (!n.requiresAction) setTimeout(() => shown.close(), AUTO_CLOSE_MS);
    return 'browser';
  }
  pushToast(n);
  return 'toast';
}
