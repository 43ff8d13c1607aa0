/** Evaluated sign-in attempts allowed per account (e-mail, any case, from any address) in one window. */
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
/** Failed attempts allowed per client address across all accounts (password spraying) in one window. */
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MINUTES = 15;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** The account's key first, then the address's: reservations lock them in this order. */
export function throttleKeys(email: string, ip: string): [ThrottleKey, ThrottleKey] {
  return [
    { key: `account:${email.trim().toLowerCase()}`, limit: MAX_ATTEMPTS_PER_ACCOUNT },
    { key: `address:${ip || 'unknown'}`, limit: MAX_ATTEMPTS_PER_ADDRESS },
  ];
}

/** "Try again after HH:MM UTC": the latest end among the windows that are over their limit. */
export function retryMessage(keys: ThrottleKey[], counters: { key: string; attempts: number; windowStartedAt: Date }[]): string {
  const ends = keys
    .map((k) => counters.find((c) => c.key === k.key && c.attempts > k.limit))
    .filter((c): c is NonNullable<typeof c> => !!c)
    .map((c) => c.windowStartedAt.getTime() + SIGN_IN_WINDOW_MINUTES * 60_000);
  const retryAt = new Date(Math.max(...ends, Date.now()));
  return `Too many failed sign-in attempts. Try again after ${retryAt.toISOString().slice(11, 16)} UTC.`;
}
