import { EventBus, InMemoryEventBus, RedisEventBus } from './event-bus';
import { MailerNotConfiguredError, NotConfiguredMailer } from './mailer';

async function deliversAcross(publisher: EventBus, subscriber: EventBus): Promise<void> {
  const received: unknown[] = [];
  const done = new Promise<void>((resolve) => {
    subscriber.subscribe('company.status-changed', (payload) => {
      received.push(payload);
      resolve();
    });
  });
  subscriber.subscribe('company.status-changed', () => {
    throw new Error('a failing handler does not reach the publisher');
  });
  await new Promise((r) => setTimeout(r, 100)); // Redis SUBSCRIBE is asynchronous
  await publisher.publish('company.status-changed', { companyId: 'c1', name: 'Acme', isActive: false });
  await done;
  expect(received).toEqual([{ companyId: 'c1', name: 'Acme', isActive: false }]);
}

describe('EventBus', () => {
  it('in memory: delivers to subscribers and stops after unsubscribe', async () => {
    const bus = new InMemoryEventBus();
    await deliversAcross(bus, bus);
    const calls: unknown[] = [];
    const off = bus.subscribe('notification.dispatch', (p) => void calls.push(p));
    off();
    await bus.publish('notification.dispatch', { id: '1' });
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([]);
  });

  it('in memory: asynchronous like Redis (publish returns before handlers run; they get a JSON copy)', async () => {
    const bus = new InMemoryEventBus();
    const seen: unknown[] = [];
    bus.subscribe('company.reset', (p) => void seen.push(p));
    const payload = { companyId: 'c1', counts: { clients: 2 } };
    await bus.publish('company.reset', payload);
    expect(seen).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([payload]);
    expect(seen[0]).not.toBe(payload);
  });

  it('retained topics: a late subscriber with replay gets the last payload per key, then live events', async () => {
    const bus = new InMemoryEventBus();
    await bus.publish('company.status-changed', { companyId: 'c1', name: 'Acme', isActive: false });
    await bus.publish('company.status-changed', { companyId: 'c1', name: 'Acme', isActive: true });
    await bus.publish('company.status-changed', { companyId: 'c2', name: 'Beta', isActive: false });
    await new Promise((r) => setImmediate(r));
    const seen: unknown[] = [];
    bus.subscribe('company.status-changed', (p) => void seen.push(p), { replay: true });
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([
      { companyId: 'c1', name: 'Acme', isActive: true },
      { companyId: 'c2', name: 'Beta', isActive: false },
    ]);
  });

  it('Redis: retained values reach a bus that subscribes later', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test-${Date.now()}-retained:`;
    const a = new RedisEventBus(url, prefix);
    const b = new RedisEventBus(url, prefix);
    try {
      await a.publish('session.changed', { userId: 'u1', email: 'a@x.example', role: 'Admin', companyId: null, isActive: false, sessionVersion: 2 });
      const received = await new Promise((resolve) => b.subscribe('session.changed', resolve, { replay: true }));
      expect(received).toEqual({ userId: 'u1', email: 'a@x.example', role: 'Admin', companyId: null, isActive: false, sessionVersion: 2 });
    } finally {
      await a.onModuleDestroy();
      await b.onModuleDestroy();
    }
  });

  // Development and CI machines run Redis on 127.0.0.1:6379 (REDIS_URL overrides).
  it('Redis: delivers between separate processes\' buses', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test-${Date.now()}:`;
    const a = new RedisEventBus(url, prefix);
    const b = new RedisEventBus(url, prefix);
    try {
      await deliversAcross(a, b);
    } finally {
      await a.onModuleDestroy();
      await b.onModuleDestroy();
    }
  });
});

describe('Redis event bus subscribing while it connects', () => {
  // A gateway subscribes to its topics as soon as its bus exists, before the connection is ready (redis/ioredis#2037).
  it('every bus made at once receives every topic it subscribed to at once', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test-${Date.now()}-connecting:`;
    const buses = Array.from({ length: 8 }, () => new RedisEventBus(url, prefix));
    const received = buses.map(() => new Set<string>());
    buses.forEach((bus, i) => {
      bus.subscribe('company.status-changed', () => void received[i].add('company'));
      bus.subscribe('session.changed', () => void received[i].add('session'));
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const publisher = buses[0];
      await publisher.publish('company.status-changed', { companyId: 'c1', name: 'Acme', isActive: false });
      await publisher.publish('session.changed', { userId: 'u1', email: 'a@x.example', role: 'Admin', companyId: null, isActive: true, sessionVersion: 1 });
      await new Promise((r) => setTimeout(r, 300));
      expect(received.map((topics) => [...topics].sort())).toEqual(buses.map(() => ['company', 'session']));
    } finally {
      await Promise.all(buses.map((bus) => bus.onModuleDestroy()));
    }
  });
});

describe('Mailer port', () => {
  it('throws MailerNotConfiguredError until an adapter is registered', async () => {
    await expect(new NotConfiguredMailer().send()).rejects.toBeInstanceOf(MailerNotConfiguredError);
  });
});
