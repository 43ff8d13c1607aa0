import { Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { EventMap, EventTopic } from '@app/contracts';

export type EventHandler<K extends EventTopic> = (payload: EventMap[K]) => void | Promise<void>;

/**
 * Cross-module events, typed by `EventMap` (libs/contracts/src/events.ts). Delivery is asynchronous on every
 * implementation: `publish` resolves once the event is handed over, handlers run later with a JSON copy of the
 * payload. A failing handler is logged, never propagated to the publisher.
 */
export abstract class EventBus {
  abstract publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void>;
  /** Returns an unsubscribe function. */
  abstract subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>): () => void;
}

const logger = new Logger('EventBus');

type AnyHandler = (payload: unknown) => void | Promise<void>;

class HandlerRegistry {
  private readonly handlers = new Map<string, Set<AnyHandler>>();

  add(topic: string, handler: AnyHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<AnyHandler>();
    set.add(handler);
    this.handlers.set(topic, set);
    return () => set.delete(handler);
  }

  has(topic: string): boolean {
    return (this.handlers.get(topic)?.size ?? 0) > 0;
  }

  async dispatch(topic: string, payload: unknown): Promise<void> {
    await Promise.all(
      [...(this.handlers.get(topic) ?? [])].map(async (handler) => {
        try {
          await handler(payload);
        } catch (error) {
          logger.error(`Handler for "${topic}" failed: ${(error as Error).message}`);
        }
      }),
    );
  }
}

/** One process. Asynchronous like Redis: handlers run on a later turn of the event loop, with a JSON copy. */
export class InMemoryEventBus extends EventBus {
  private readonly registry = new HandlerRegistry();

  async publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void> {
    const message = JSON.stringify(payload);
    setImmediate(() => void this.registry.dispatch(topic, JSON.parse(message)));
  }

  subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>): () => void {
    return this.registry.add(topic, handler as AnyHandler);
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
    this.sub = new Redis(url, { lazyConnect: false });
    this.sub.on('message', (channel: string, message: string) => {
      void this.registry.dispatch(channel.slice(this.prefix.length), JSON.parse(message));
    });
  }

  async publish<K extends EventTopic>(topic: K, payload: EventMap[K]): Promise<void> {
    await this.pub.publish(this.prefix + topic, JSON.stringify(payload));
  }

  subscribe<K extends EventTopic>(topic: K, handler: EventHandler<K>): () => void {
    if (!this.registry.has(topic)) void this.sub.subscribe(this.prefix + topic);
    return this.registry.add(topic, handler as AnyHandler);
  }

  async onModuleDestroy(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
