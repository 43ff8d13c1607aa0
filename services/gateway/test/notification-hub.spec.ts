import { Logger } from '@nestjs/common';
import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { randomBytes } from 'crypto';
import { EventBus } from '@app/nest-common';
import { createTestDatabase, eventually, sleep, TestDatabase } from '@app/nest-testing';
import { buildClient, Client, createSignedInUser, startClient, startGateway } from './hub-support';

process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
delete process.env.REDIS_URL;
Logger.overrideLogger(['error']);

describe('gateway: /notificationHub with the real @microsoft/signalr client', () => {
  let db: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let admin: { id: string; token: string };
  let employee: { id: string; token: string };
  const clients: Client[] = [];
  const open = async (...args: Parameters<typeof startClient>) => {
    const c = await startClient(...args);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = await startGateway(db.url);
    admin = await createSignedInUser(gateway.app, 'Admin');
    employee = await createSignedInUser(gateway.app, 'Employee');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await gateway?.app.close();
    await db?.drop();
  });

  for (const transport of [HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents]) {
    it(`connects over ${HttpTransportType[transport]} with the JWT, RequestStatusUpdate answers before completing`, async () => {
      const c = await open(gateway.url, () => admin.token, { transport });
      expect(c.connectionId).toEqual(expect.any(String));
      await c.invoke('RequestStatusUpdate');
      // (A 'notifications' update may come too: the previous test's receipts are stored when this connection replays.)
      expect(c.statusUpdates.filter((u) => u.reason === 'requested')).toEqual([
        expect.objectContaining({ reason: 'requested', status: expect.objectContaining({ checkedAt: expect.any(String) }) }),
      ]);
      await c.invoke('SubscribeToNotificationType', 'PayrollProcessed');
      await c.invoke('UnsubscribeFromNotificationType', 'PayrollProcessed');
      // A notification sent through the gateway's API arrives on this transport.
      const response = await fetch(`${gateway.url}/api/technical/send-notification`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: `via ${transport}`, message: 'm', type: 'Info', scope: 'AdminOnly', targetCompanyIds: [], targetUserIds: [], scheduledFor: null, expiresAt: null }),
      });
      expect(response.status).toBe(201);
      await eventually(() => expect(c.notifications.map((n) => n.title)).toEqual([`via ${transport}`]));
      await c.stop();
    });
  }

  it('refuses a missing or invalid token (401 at negotiate) and a deactivated user', async () => {
    for (const token of ['', 'not-a-jwt', admin.token.slice(0, -2) + 'xx']) {
      const c = buildClient(gateway.url, () => token);
      await expect(c.start()).rejects.toThrow(/Status code '401'/);
      expect(c.state).toBe(HubConnectionState.Disconnected);
    }
    const gone = await createSignedInUser(gateway.app, 'Employee');
    const { DataSource } = await import('typeorm');
    await gateway.app.get(DataSource).query(`UPDATE companies.users SET is_active = false WHERE id = $1`, [gone.id]);
    await expect(buildClient(gateway.url, () => gone.token).start()).rejects.toThrow(/Status code '401'/);
  });

  it('answers unknown methods and bad arguments with SignalR errors and stays connected; concurrent invokes all complete', async () => {
    const c = await open(gateway.url, () => employee.token, { transport: HttpTransportType.ServerSentEvents });
    await expect(c.invoke('NoSuchMethod')).rejects.toThrow("Failed to invoke 'NoSuchMethod' due to an error on the server. HubException: Method does not exist.");
    await expect(c.invoke('SubscribeToNotificationType', 42)).rejects.toThrow("Failed to invoke 'SubscribeToNotificationType' due to an error on the server.");
    await expect(c.invoke('SubscribeToNotificationType', 'no spaces!')).rejects.toThrow(
      "An unexpected error occurred invoking 'SubscribeToNotificationType' on the server. HubException: Invalid notification type",
    );
    expect(c.state).toBe(HubConnectionState.Connected);
    const types = Array.from({ length: 20 }, (_, i) => `Type${i}`);
    await expect(Promise.all(types.map((t) => c.invoke('SubscribeToNotificationType', t)))).resolves.toHaveLength(20);
    await c.invoke('RequestStatusUpdate');
    await eventually(() => expect(c.statusUpdates).toEqual([{ reason: 'requested', checkedAt: expect.any(String), overallStatus: expect.any(Object) }]));
  });

  it('forwards /notificationHub to the technical instance when TECHNICAL_URL is set (WebSockets and SSE)', async () => {
    // The running gateway stands for the separate technical instance (it hosts the hub).
    const front = await startGateway(db.url, 0, { TECHNICAL_URL: gateway.url });
    try {
      for (const transport of [HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents]) {
        const c = await startClient(front.url, () => admin.token, { transport });
        await c.invoke('SubscribeToNotificationType', 'PayrollProcessed');
        await c.invoke('RequestStatusUpdate');
        expect(c.statusUpdates).toHaveLength(1);
        await c.stop();
      }
      await expect(buildClient(front.url, () => '').start()).rejects.toThrow(/Status code '401'/);
    } finally {
      await front.app.close();
    }
  });

  it('reconnects after a gateway restart on the same port with its subscriptions restored', async () => {
    const retries: number[] = [];
    const c = buildClient(gateway.url, () => admin.token, {
      types: ['PayrollProcessed'],
      retry: { nextRetryDelayInMilliseconds: (ctx) => (retries.push(ctx.previousRetryCount), 200) },
    });
    clients.push(c);
    await c.start();
    await c.invoke('SubscribeToNotificationType', 'PayrollProcessed');
    const firstId = c.connectionId;
    let reconnected = false;
    c.onreconnected(() => (reconnected = true));

    const port = gateway.port;
    await gateway.app.close(); // graceful: Close{allowReconnect: true}
    await eventually(() => expect(c.state).toBe(HubConnectionState.Reconnecting));
    await sleep(500);
    gateway = await startGateway(db.url, port);
    await eventually(() => expect(reconnected).toBe(true), 10_000);
    expect(c.connectionId).not.toBe(firstId);
    expect(retries[0]).toBe(0);
    await sleep(200); // the re-subscription in onreconnected

    const bus = gateway.app.get(EventBus);
    await bus.publish('notification.broadcast', { type: 'PayrollProcessed', title: 'after restart', message: 'm' });
    await bus.publish('notification.broadcast', { type: 'FpsSubmitted', title: 'not subscribed', message: 'm' });
    await eventually(() => expect(c.notifications.map((n) => n.title)).toEqual(['after restart']));
    await sleep(200);
    expect(c.notifications.map((n) => n.title)).toEqual(['after restart']);
  });
});
