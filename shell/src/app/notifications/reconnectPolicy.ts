// Spec section 9 "Notification link": reconnect delays 0, then doubling from 2 seconds, capped at 30 seconds.
import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';

export const MAX_RECONNECT_DELAY_MS = 30_000;
/** Manual reconnect makes up to 5 attempts. */
export const MANUAL_RECONNECT_ATTEMPTS = 5;
export const SERVER_TIMEOUT_MS = 300_000;
export const KEEP_ALIVE_INTERVAL_MS = 15_000;

/** Delay before retry number `retryCount` (0-based): 0, 2000, 4000, 8000, 16000, 30000, 30000, ... */
export function reconnectDelay(retryCount: number): number {
  if (retryCount <= 0) return 0;
  return Math.min(2000 * 2 ** (retryCount - 1), MAX_RECONNECT_DELAY_MS);
}

/** Never gives up: the link keeps retrying at the capped delay until it connects or the user signs out. */
export const reconnectPolicy: IRetryPolicy = {
  nextRetryDelayInMilliseconds: (context: RetryContext) => reconnectDelay(context.previousRetryCount),
};
