import { Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';

export type EventHandler<T = unknown> = (payload: T) => void | Promise<void>;

/** Cross-module events. Handlers run asynchronously; a failing handler is logged, never propagated to the publisher. */
export abstract class EventBus {
  abstract publish<T>(topic: string, payload: T): Promise<void>;
  /** Returns an unsubscribe function. */
  abstract subscribe<T>(topic: string, handler: EventHandler<T>): () => void;
}

const logger = new Logger('EventBus');

class HandlerRegistry {
  private readonly handlers = new Map<string, Set<EventHandler>>();

  add(topic: string, handler: EventHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<EventHandler>();
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

export class InMemoryEventBus extends EventBus {
  private readonly registry = new HandlerRegistry();

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.registry.dispatch(topic, payload);
  }

  subscribe<T>(topic: string, handler: EventHandler<T>): () => void {
    return this.registry.add(topic, handler as EventHandler);
  }
}

/** Redis pub/sub so that events reach every process (modules split out, several gateway instances). */
export class RedisEventBus extends EventBus implements OnModuleDestroy {
  private readonly registry = new HandlerRegistry();
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(url: string, private readonly prefix = 'events:') {
    super();
    this.pub = new Redis(url, { lazyConnect: false });
    this.sub = new Redis(url, { lazyConnect: false });
    this.sub.on('message', (channel: string, message: string) => {
      void this.registry.dispatch(channel.slice(this.prefix.length), JSON.parse(message));
    });
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.pub.publish(this.prefix + topic, JSON.stringify(payload));
  }

  subscribe<T>(topic: string, handler: EventHandler<T>): () => void {
    if (!this.registry.has(topic)) void this.sub.subscribe(this.prefix + topic);
    return this.registry.add(topic, handler as EventHandler);
  }

  async onModuleDestroy(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
