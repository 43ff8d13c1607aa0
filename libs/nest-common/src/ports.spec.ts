import { EventBus, InMemoryEventBus, RedisEventBus } from './event-bus';
import { MailerNotConfiguredError, NotConfiguredMailer } from './mailer';

async function deliversAcross(publisher: EventBus, subscriber: EventBus): Promise<void> {
  const received: unknown[] = [];
  const done = new Promise<void>((resolve) => {
    subscriber.subscribe('company.deactivated', (payload) => {
      received.push(payload);
      resolve();
    });
  });
  subscriber.subscribe('company.deactivated', () => {
    throw new Error('a failing handler does not reach the publisher');
  });
  await new Promise((r) => setTimeout(r, 100)); // Redis SUBSCRIBE is asynchronous
  await publisher.publish('company.deactivated', { companyId: 'c1' });
  await done;
  expect(received).toEqual([{ companyId: 'c1' }]);
}

describe('EventBus', () => {
  it('in memory: delivers to subscribers and stops after unsubscribe', async () => {
    const bus = new InMemoryEventBus();
    await deliversAcross(bus, bus);
    const calls: unknown[] = [];
    const off = bus.subscribe('x', (p) => void calls.push(p));
    off();
    await bus.publish('x', 1);
    expect(calls).toEqual([]);
  });

  (process.env.REDIS_URL ? it : it.skip)('Redis (REDIS_URL): delivers between separate processes\' buses', async () => {
    const prefix = `test-${Date.now()}:`;
    const a = new RedisEventBus(process.env.REDIS_URL!, prefix);
    const b = new RedisEventBus(process.env.REDIS_URL!, prefix);
    try {
      await deliversAcross(a, b);
    } finally {
      await a.onModuleDestroy();
      await b.onModuleDestroy();
    }
  });
});

describe('Mailer port', () => {
  it('throws MailerNotConfiguredError until an adapter is registered', async () => {
    await expect(new NotConfiguredMailer().send()).rejects.toBeInstanceOf(MailerNotConfiguredError);
  });
});
