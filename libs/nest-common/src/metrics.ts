import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (`GET /metrics`, prom-client). One registry per application (not prom-client's
 * global one), so several apps in one process (tests, a gateway beside a module) never share or clash. Modules add
 * their own instruments through `counter` / `gauge` / `histogram` (the same name answers the same instrument).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly instruments = new Map<string, Counter<string> | Gauge<string> | Histogram<string>>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter(name: string, help: string, labelNames: string[] = []): Counter<string> {
    return this.instrument(name, () => new Counter({ name, help, labelNames, registers: [this.registry] })) as Counter<string>;
  }

  gauge(name: string, help: string, labelNames: string[] = [], collect?: (gauge: Gauge<string>) => void | Promise<void>): Gauge<string> {
    return this.instrument(
      name,
      () =>
        new Gauge({
          name,
          help,
          labelNames,
          registers: [this.registry],
          ...(collect && { collect(this: Gauge<string>) { return collect(this); } }),
        }),
    ) as Gauge<string>;
  }

  histogram(name: string, help: string, labelNames: string[] = [], buckets?: number[]): Histogram<string> {
    return this.instrument(name, () => new Histogram({ name, help, labelNames, registers: [this.registry], ...(buckets && { buckets }) })) as Histogram<string>;
  }

  private instrument<T extends Counter<string> | Gauge<string> | Histogram<string>>(name: string, create: () => T): T {
    const existing = this.instruments.get(name);
    if (existing) return existing as T;
    const made = create();
    this.instruments.set(name, made);
    return made;
  }
}

/** What the event bus reports: events published and handled per topic, and the delay from publish to handling. */
export interface EventBusMetrics {
  published(topic: string): void;
  handled(topic: string, outcome: 'ok' | 'failed', lagSeconds: number | undefined): void;
}

export function eventBusMetrics(metrics: Metrics): EventBusMetrics {
  const published = metrics.counter('event_bus_published_total', 'Events published, by topic', ['topic']);
  const handled = metrics.counter('event_bus_handled_total', 'Event deliveries handled, by topic and outcome', ['topic', 'outcome']);
  const lag = metrics.histogram('event_bus_delivery_lag_seconds', 'Delay from publish to the start of handling, by topic', ['topic'], [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5]);
  return {
    published: (topic) => published.inc({ topic }),
    handled: (topic, outcome, lagSeconds) => {
      handled.inc({ topic, outcome });
      if (lagSeconds !== undefined && lagSeconds >= 0) lag.observe({ topic }, lagSeconds);
    },
  };
}
