/** A delivery scope, named like ASP.NET's RedisChannels: all / user / group / connection. */
export type Scope = { kind: 'all' } | { kind: 'user' | 'group' | 'connection'; name: string };

/** Called on every instance subscribed to the scope; the payload is ready-to-write record text. */
export type BackplaneHandler = (scope: Scope, payload: string) => void;

/**
 * Fan-out between hub instances. Each instance subscribes only to the scopes it has local
 * members for, and delivers what it receives to its local connections, so every client gets
 * a message exactly once whichever instance published it.
 */
export interface Backplane {
  start(handler: BackplaneHandler): Promise<void>;
  publish(scope: Scope, payload: string): Promise<void>;
  subscribe(scope: Scope): Promise<void>;
  unsubscribe(scope: Scope): Promise<void>;
  close(): Promise<void>;
}

export function scopeKey(scope: Scope): string {
  return scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.name}`;
}
