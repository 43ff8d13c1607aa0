import { Logger } from '@nestjs/common';
import { HttpTransportType } from '@microsoft/signalr';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { EventBus } from '@app/nest-common';
import { createTestDatabase, eventually, sleep, TestDatabase } from '@app/nest-testing';
import { Client, createSignedInUser, startClient, startGateway } from './hub-support';

// Two gateway instances on one database and the machine's Redis (REDIS_URL, default 127.0.0.1:6379).
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
process.env.REDIS_URL = REDIS_URL;
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
Logger.overrideLogger(['error']);

describe('two gateway instances sharing Redis', () => {
  let db: TestDatabase;
  let one: Awaited<ReturnType<typeof startGateway>>;
  let two: Awaited<ReturnType<typeof startGateway>>;
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    one = await startGateway(db.url);
    two = await startGateway(db.url);
    await sleep(300); // Redis SUBSCRIBE of both event buses
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await one?.app.close();
    await two?.app.close();
    await db?.drop();
  });

  it('delivers a notification sent on either instance exactly once to clients on both', async () => {
    const [companyRow] = await one.app.get((await import('typeorm')).DataSource).query(`INSERT INTO companies.companies (name) VALUES ('Acme') RETURNING id`);
    const admin = await createSignedInUser(one.app, 'Admin');
    const manager = await createSignedInUser(one.app, 'Manager', companyRow.id);
    const employee = await createSignedInUser(one.app, 'Employee', companyRow.id);
    const a = await startClient(one.url, () => admin.token);
    const m = await startClient(two.url, () => manager.token, { transport: HttpTransportType.ServerSentEvents });
    const e = await startClient(two.url, () => employee.token);
    const e1 = await startClient(one.url, () => employee.token); // the same user on both instances
    clients.push(a, m, e, e1);

    const send = (base: string, body: object) =>
      fetch(`${base}/api/technical/send-notification`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'm', type: 'Info', scope: 'AllUsers', targetCompanyIds: [], targetUserIds: [], scheduledFor: null, expiresAt: null, ...body }),
      }).then((r) => expect(r.status).toBe(201));
    await send(one.url, { title: 'from one' });
    await send(two.url, { title: 'company from two', scope: 'CompanySpecific', targetCompanyIds: [companyRow.id] });
    await send(one.url, { title: 'manager only', scope: 'SpecificUsers', targetUserIds: [manager.id] });

    const titles = (c: Client) => c.notifications.map((n) => n.title);
    await eventually(() => expect(titles(m)).toEqual(['from one', 'company from two', 'manager only']));
    await eventually(() => expect(titles(e)).toEqual(['from one', 'company from two']));
    await eventually(() => expect(titles(e1)).toEqual(['from one', 'company from two']));
    await eventually(() => expect(titles(a)).toEqual(['from one']));
    await sleep(300);
    expect([titles(a), titles(m), titles(e), titles(e1)]).toEqual([
      ['from one'],
      ['from one', 'company from two', 'manager only'],
      ['from one', 'company from two'],
      ['from one', 'company from two'],
    ]);
  });

  it('a type broadcast reaches the subscribers on both instances once, fanned out by the event bus', async () => {
    const user = await createSignedInUser(one.app, 'Admin');
    const x = await startClient(one.url, () => user.token, { types: ['PayrollProcessed'] });
    const y = await startClient(two.url, () => user.token, { types: ['PayrollProcessed'] });
    const z = await startClient(two.url, () => user.token);
    clients.push(x, y, z);
    await one.app.get(EventBus).publish('notification.broadcast', { type: 'PayrollProcessed', title: 'payroll', message: 'done' });
    // (x also got the still-active AllUsers notification of the previous test on connect: a new user is in its audience.)
    const payroll = (c: Client) => c.notifications.filter((n) => n.type === 'PayrollProcessed').length;
    await eventually(() => expect([x, y].map(payroll)).toEqual([1, 1]));
    await sleep(300);
    expect([x, y, z].map(payroll)).toEqual([1, 1, 0]);

    // One Redis fan-out (docs/notification-hub.md): both instances hear delivery on the event bus's channels.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.pubsub('CHANNELS', 'events:notification.*')).toEqual(expect.arrayContaining(['events:notification.dispatch', 'events:notification.broadcast']));
    } finally {
      redis.disconnect();
    }
  });
});
