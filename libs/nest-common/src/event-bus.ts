import { Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { afterCommit, currentAuditScope } from './audit-scope';
import type { EventMap, EventTopic } from '@app/contracts';
import type { EventBusMetrics } from './metrics';

export type EventHandler<K extends EventTopic> = (payload: EventMap[K]) => void | Promise<void>;

/**
 * Topics whose last payload per key the bus keeps (Redis: a hash per topic; in memory: a map), so that a process
 * starting late learns earlier changes by subscribing with `{ replay: true }` (the event-fed SessionDirectory).
 */
const RETAINED_TOPICS: { [K in EventTopic]?: (payload: EventMap[K]) => string } = {
  'session.changed': (e) => e.userId,
  'company.status-changed': (e) => e.companyId,
};

export interface SubscribeOptions {
  /** First deliver the retained payloads of the topic (one per key), then live events. */
  replay?: boolean;
}

function retainedKey<K extends EventTopic>(topic: K, payload: EventMap[K]): string | undefined {
  return (RETAINED_TOPICS[topic] as ((p: EventMap[K]) => string) | undefined)?.(payload);
}

/**
 * Cross-module events, typed by `EventMap` (libs/contracts/src/events.ts). Delivery is asynchronous on every
 * implementation: `publish` resolves once the event is handed over, handlers run later with a JSON copy of the
 * payload. A failing handler is logged, never propagated to the publisher.
 */
export abstract class EventBus {
  abstract publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void>;
  /** Reports published and handled events (the Metrics of the process; set by CommonModule). */
  abstract instrument(metrics: EventBusMetrics): void;
  /** Returns an unsubscribe function. */
  abstract subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>, options?: SubscribeOptions): () => void;
}

const logger = new Logger('EventBus');

type AnyHandler = (payload: unknown) => void | Promise<void>;

class HandlerRegistry {
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  metrics?: EventBusMetrics;

  add(topic: string, handler: AnyHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<AnyHandler>();
    set.add(handler);
    this.handlers.set(topic, set);
    return () => set.delete(handler);
  }

  has(topic: string): boolean {
    return (this.handlers.get(topic)?.size ?? 0) > 0;
  }

  async dispatch(topic: string, payload: unknown, publishedAt?: number): Promise<void> {
    const lag = publishedAt === undefined ? undefined : (Date.now() - publishedAt) / 1000;
    await Promise.all(
      [...(this.handlers.get(topic) ?? [])].map(async (handler) => {
        try {
          await handler(payload);
          this.metrics?.handled(topic, 'ok', lag);
        } catch (error) {
          this.metrics?.handled(topic, 'failed', lag);
          logger.error(`Handler for "${topic}" failed: ${(error as Error).message}`);
        }
      }),
    );
  }
}

/** One process. Asynchronous like Redis: handlers run on a later turn of the event loop, with a JSON copy. */
export class InMemoryEventBus extends EventBus {
  private readonly registry = new HandlerRegistry();
  private readonly retained = new Map<string, Map<string, string>>();

  instrument(metrics: EventBusMetrics): void {
    this.registry.metrics = metrics;
  }

  async publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void> {
    // Inside an audited change, other processes hear of it once it is committed (see audit-scope.ts).
    if (currentAuditScope()) return afterCommit(() => this.publish(topic, payload));
    const message = JSON.stringify(payload);
    const key = retainedKey(topic, payload);
    if (key !== undefined) {
      const values = this.retained.get(topic) ?? new Map<string, string>();
      this.retained.set(topic, values.set(key, message));
    }
    const publishedAt = Date.now();
    this.registry.metrics?.published(topic);
    setImmediate(() => void this.registry.dispatch(topic, JSON.parse(message), publishedAt));
  }

  subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>, options: SubscribeOptions = {}): () => void {
    const off = this.registry.add(topic, handler as AnyHandler);
    if (options.replay) {
      const messages = [...(this.retained.get(topic)?.values() ?? [])];
      setImmediate(() => void replay(topic, messages, handler as AnyHandler));
    }
    return off;
  }
}

async function replay(topic: string, messages: string[], handler: AnyHandler): Promise<void> {
  for (const message of messages) {
    try {
      await handler(JSON.parse(message));
    } catch (error) {
      logger.error(`Replay of "${topic}" failed: ${(error as Error).message}`);
    }
  }
}

/** Redis pub/sub so that events reach every process (modules split out, several gateway instances). */
export class RedisEventBus extends EventBus implements OnModuleDestroy {
  private readonly registry = new HandlerRegistry();
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    url: string,
    private readonly prefix = 'events:',
  ) {
    super();
    this.pub = new Redis(url, { lazyConnect: false });
    // No ready check on the subscriber: its INFO can land after a SUBSCRIBE sent while connecting, Redis refuses INFO
    // in subscriber mode, and ioredis then reconnects in a loop and the subscriptions are lost (redis/ioredis#2037).
    this.sub = new Redis(url, { lazyConnect: false, enableReadyCheck: false });
    this.sub.on('message', (channel: string, message: string) => {
      // `t:<ms>|<json>` carries the publish time (for the delivery lag); a bare JSON message (older publishers) too.
      const stamped = /^t:(\d+)\|/.exec(message);
      const json = stamped ? message.slice(stamped[0].length) : message;
      void this.registry.dispatch(channel.slice(this.prefix.length), JSON.parse(json), stamped ? Number(stamped[1]) : undefined);
    });
  }

  instrument(metrics: EventBusMetrics): void {
    this.registry.metrics = metrics;
  }

  async publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void> {
    // Inside an audited change, other processes hear of it once it is committed (see audit-scope.ts).
    if (currentAuditScope()) return afterCommit(() => this.publish(topic, payload));
    const message = JSON.stringify(payload);
    const key = retainedKey(topic, payload);
    // The retained value is written before the event goes out, so a subscriber that replays after it has
    // subscribed cannot miss the change.
    if (key !== undefined) await this.pub.hset(`${this.prefix}retained:${topic}`, key, message);
    this.registry.metrics?.published(topic);
    await this.pub.publish(this.prefix + topic, `t:${Date.now()}|${message}`);
  }

  subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>, options: SubscribeOptions = {}): () => void {
    const subscribed = this.registry.has(topic) ? Promise.resolve() : this.sub.subscribe(this.prefix + topic).then(() => undefined);
    const off = this.registry.add(topic, handler as AnyHandler);
    if (options.replay) {
      void subscribed
        .then(() => this.pub.hvals(`${this.prefix}retained:${topic}`))
        .then((messages) => replay(topic, messages, handler as AnyHandler))
        .catch((error: Error) => logger.error(`Replay of "${topic}" failed: ${error.message}`));
    }
    return off;
  }

  async onModuleDestroy(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
