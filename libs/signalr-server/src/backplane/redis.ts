import Redis, { type RedisOptions } from 'ioredis';
import type { Backplane, BackplaneHandler, Scope } from './backplane';
import type { Logger } from '../types';

export interface RedisBackplaneOptions {
  /** Channel prefix, e.g. 'NotificationHub' or 'prod:NotificationHub'. */
  prefix?: string;
  redis?: RedisOptions;
  logger?: Logger;
}

export interface RedisBackplane extends Backplane {
  /** The channel name for a scope, e.g. `NotificationHub:group:type:Payroll`. */
  channel(scope: Scope): string;
  /** The two ioredis clients (publisher, subscriber), exposed for health checks. */
  readonly clients: { pub: Redis; sub: Redis };
}

/**
 * Channels `{prefix}:all`, `{prefix}:user:{id}`, `{prefix}:group:{name}`,
 * `{prefix}:connection:{id}` as in ASP.NET's RedisHubLifetimeManager. At-most-once: messages
 * published while an instance is disconnected from Redis are lost (ioredis resubscribes).
 */
export function createRedisBackplane(url: string, options: RedisBackplaneOptions = {}): RedisBackplane {
  const prefix = options.prefix ?? 'NotificationHub';
  const pub = new Redis(url, { lazyConnect: true, ...options.redis });
  // A subscribing connection cannot issue other commands, hence a dedicated client.
  const sub = pub.duplicate();
  const scopes = new Map<string, Scope>();
  const logger = options.logger;
  let handler: BackplaneHandler | undefined;

  const channel = (scope: Scope) => (scope.kind === 'all' ? `${prefix}:all` : `${prefix}:${scope.kind}:${scope.name}`);

  for (const [name, client] of [['publisher', pub], ['subscriber', sub]] as const) {
    client.on('error', (err: Error) => logger?.warn(`Redis backplane ${name} error: ${err.message}`));
  }
  sub.on('message', (ch: string, message: string) => {
    const scope = scopes.get(ch);
    if (scope && handler) handler(scope, message);
  });

  return {
    channel,
    clients: { pub, sub },
    async start(h) {
      handler = h;
      await Promise.all([pub.connect(), sub.connect()]);
    },
    async publish(scope, payload) {
      await pub.publish(channel(scope), payload);
    },
    async subscribe(scope) {
      const ch = channel(scope);
      scopes.set(ch, scope);
      await sub.subscribe(ch);
    },
    async unsubscribe(scope) {
      const ch = channel(scope);
      scopes.delete(ch);
      await sub.unsubscribe(ch);
    },
    async close() {
      handler = undefined;
      scopes.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
