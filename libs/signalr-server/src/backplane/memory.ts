import type { Backplane, BackplaneHandler, Scope } from './backplane';
import { scopeKey } from './backplane';

/** Single-process backplane: publishing loops straight back to this hub's subscriptions. */
export function createMemoryBackplane(): Backplane {
  let handler: BackplaneHandler | undefined;
  const subscribed = new Set<string>();
  return {
    async start(h) {
      handler = h;
    },
    async publish(scope: Scope, payload: string) {
      if (handler && subscribed.has(scopeKey(scope))) handler(scope, payload);
    },
    async subscribe(scope) {
      subscribed.add(scopeKey(scope));
    },
    async unsubscribe(scope) {
      subscribed.delete(scopeKey(scope));
    },
    async close() {
      handler = undefined;
      subscribed.clear();
    },
  };
}
