import type { Backplane, BackplaneHandler, Scope } from './backplane';

/**
 * Single-process backplane: publishing loops straight back to this hub, whose Lifetime delivers to the scope's local
 * members (none when nobody is subscribed). It keeps no subscription list: one would hold two strings per connection
 * (its user and its own channel) for nothing.
 */
export function createMemoryBackplane(): Backplane {
  let handler: BackplaneHandler | undefined;
  return {
    async start(h) {
      handler = h;
    },
    async publish(scope: Scope, payload: string) {
      handler?.(scope, payload);
    },
    async subscribe() {},
    async unsubscribe() {},
    async close() {
      handler = undefined;
    },
  };
}
