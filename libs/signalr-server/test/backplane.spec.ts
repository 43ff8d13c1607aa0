import Redis from 'ioredis';
import type { HubConnection } from '@microsoft/signalr';
import { HttpTransportType } from '@microsoft/signalr';
import { createRedisBackplane, type RedisBackplane } from '../src';
import { buildClient, startServer, waitFor, type TestServer } from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis backplane: two hub instances', () => {
  const prefix = `test-signalr-${process.pid}-${Date.now()}`;
  let admin: Redis;
  let instances: Array<{ server: TestServer; backplane: RedisBackplane }> = [];
  let clients: HubConnection[] = [];

  beforeAll(async () => {
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await admin.quit();
  });
  beforeEach(async () => {
    for (let i = 0; i < 2; i++) {
      // connectionName lets the Redis-outage test find exactly this instance's clients.
      const backplane = createRedisBackplane(REDIS_URL, { prefix, redis: { connectionName: `${prefix}-i${i}` } });
      instances.push({ server: await startServer({ backplane }), backplane });
    }
  });
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await Promise.all(instances.map((i) => i.server.stop()));
    clients = [];
    instances = [];
  });

  const connect = async (instance: number, token: string, transport = HttpTransportType.WebSockets) => {
    const c = buildClient(instances[instance].server.url, { token, transport });
    clients.push(c);
    await c.start();
    return c;
  };

  /** Counts ReceiveNotification per client; a trailing sentinel proves nothing else is in flight. */
  const recorder = (c: HubConnection) => {
    const got: unknown[] = [];
    let sentinels = 0;
    c.on('ReceiveNotification', (n: { sentinel?: boolean }) => (n?.sentinel ? sentinels++ : got.push(n)));
    return { got, sentinels: () => sentinels };
  };

  it('29. a publish on either instance reaches subscribers on both exactly once', async () => {
    const a = await connect(0, 'token-alice');
    const b = await connect(1, 'token-bob', HttpTransportType.ServerSentEvents);
    const ra = recorder(a);
    const rb = recorder(b);
    await a.invoke('SubscribeToNotificationType', 'PayrollProcessed');
    await b.invoke('SubscribeToNotificationType', 'PayrollProcessed');
    for (const [i, from] of instances.entries()) {
      await from.server.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', [{ from: i }]);
      await from.server.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', [{ sentinel: true }]);
    }
    await waitFor(() => ra.sentinels() === 2 && rb.sentinels() === 2, 5000, 'sentinels');
    expect(ra.got).toEqual([{ from: 0 }, { from: 1 }]);
    expect(rb.got).toEqual([{ from: 0 }, { from: 1 }]);
  });

  it('sendToAll and sendToUser from instance A reach clients on both instances exactly once', async () => {
    const alice0 = recorder(await connect(0, 'token-alice'));
    const alice1 = recorder(await connect(1, 'token-alice'));
    const bob1 = recorder(await connect(1, 'token-bob'));
    const hubA = instances[0].server.hub;
    await hubA.sendToAll('ReceiveNotification', ['all']);
    await hubA.sendToUser('alice', 'ReceiveNotification', ['alice-only']);
    await hubA.sendToAll('ReceiveNotification', [{ sentinel: true }]);
    await waitFor(() => [alice0, alice1, bob1].every((r) => r.sentinels() === 1), 5000, 'sentinels');
    expect(alice0.got).toEqual(['all', 'alice-only']);
    expect(alice1.got).toEqual(['all', 'alice-only']);
    expect(bob1.got).toEqual(['all']);
  });

  it('30. a user-targeted send from instance 2 reaches that user on instance 1 only', async () => {
    const alice0 = recorder(await connect(0, 'token-alice'));
    const bob0 = recorder(await connect(0, 'token-bob'));
    const carol1 = recorder(await connect(1, 'token-carol'));
    const hub2 = instances[1].server.hub;
    await hub2.sendToUser('alice', 'ReceiveNotification', ['for alice']);
    await hub2.sendToAll('ReceiveNotification', [{ sentinel: true }]);
    await waitFor(() => [alice0, bob0, carol1].every((r) => r.sentinels() === 1), 5000, 'sentinels');
    expect(alice0.got).toEqual(['for alice']);
    expect(bob0.got).toEqual([]);
    expect(carol1.got).toEqual([]);
  });

  it('sendToConnection reaches a connection held by the other instance', async () => {
    const c = await connect(1, 'token-bob');
    const r = recorder(c);
    await instances[0].server.hub.sendToConnection(c.connectionId!, 'ReceiveNotification', ['direct']);
    await waitFor(() => r.got.length === 1);
    expect(r.got).toEqual(['direct']);
  });

  it('31. a group channel is unsubscribed once its last local member leaves or disconnects', async () => {
    const channel = instances[0].backplane.channel({ kind: 'group', name: 'type:FpsSubmitted' });
    const subscribers = async () => ((await admin.pubsub('NUMSUB', channel)) as [string, number])[1];
    const a = await connect(0, 'token-alice');
    const b = await connect(0, 'token-bob');
    await a.invoke('SubscribeToNotificationType', 'FpsSubmitted');
    await b.invoke('SubscribeToNotificationType', 'FpsSubmitted');
    expect(await admin.pubsub('CHANNELS', `${prefix}:group:*`)).toEqual([channel]);
    expect(await subscribers()).toBe(1); // one subscription per instance, not per member
    await a.invoke('UnsubscribeFromNotificationType', 'FpsSubmitted');
    expect(await subscribers()).toBe(1);
    await b.stop();
    await waitFor(() => instances[0].server.hub.stats().connections === 1);
    let count = -1;
    for (let i = 0; i < 100 && count !== 0; i++) {
      count = await subscribers();
      if (count) await new Promise((r) => setTimeout(r, 20));
    }
    expect(count).toBe(0);
  });

  it('32. after the Redis connections drop and ioredis reconnects, fan-out works again', async () => {
    const a = await connect(0, 'token-alice');
    const r = recorder(a);
    await a.invoke('SubscribeToNotificationType', 'PayrollProcessed');
    const channel = instances[0].backplane.channel({ kind: 'group', name: 'type:PayrollProcessed' });
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}-i0 `))
      .map((line) => /id=(\d+)/.exec(line)![1]);
    expect(ids.length).toBe(2);
    const { sub } = instances[0].backplane.clients;
    const reconnected = new Promise<void>((resolve) => sub.once('ready', () => resolve()));
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await reconnected;
    let subscribed = 0;
    for (let i = 0; i < 100 && !subscribed; i++) {
      subscribed = ((await admin.pubsub('NUMSUB', channel)) as [string, number])[1];
      if (!subscribed) await new Promise((res) => setTimeout(res, 20));
    }
    expect(subscribed).toBe(1);
    await instances[1].server.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', ['after outage']);
    await waitFor(() => r.got.length === 1, 5000, 'post-recovery delivery');
    expect(r.got).toEqual(['after outage']);
  });
});
