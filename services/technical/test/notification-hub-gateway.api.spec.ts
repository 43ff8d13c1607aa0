// The hub as a Nest gateway: its methods are @SubscribeMessage handlers run through Nest's guards, pipes and filters
// by the SignalR adapter, with the real @microsoft/signalr client on both transports.
import { HttpTransportType } from '@microsoft/signalr';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { WsException } from '@nestjs/websockets';
import { eventually, startHubClient } from '@app/nest-testing';
import { HubSessionGuard } from '../src/hub/hub-pipes';
import { NotificationHubGateway } from '../src/hub/notification-hub.gateway';
import { LocalConnections } from '../src/hub/local-connections';
import { createLiveTestApp, LiveTestApp } from './support/technical-test-app';

const wsContext = (client: unknown) => {
  const host = new ExecutionContextHost([client, []]);
  host.setType('ws');
  return host;
};

describe('NotificationHubGateway (@nestjs/websockets through the SignalR adapter)', () => {
  let t: LiveTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createLiveTestApp();
    token = (await t.createUser({ role: 'Admin' })).token;
  });
  afterAll(() => t.close());

  it('is a Nest provider with its dependencies injected; a method call reaches them (both transports)', async () => {
    expect(t.app.get(NotificationHubGateway)).toBeInstanceOf(NotificationHubGateway);
    for (const transport of [HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents]) {
      const c = await startHubClient(t.url, token, { transport });
      await c.invoke('subscribetonotificationtype', 'PayrollProcessed'); // method names are case-insensitive
      expect([...t.app.get(LocalConnections).get(c.connectionId!)!.types]).toEqual(['payrollprocessed']);
      await c.invoke('RequestStatusUpdate');
      await eventually(() => expect(c.statusUpdates).toEqual([expect.objectContaining({ reason: 'requested', status: expect.any(Object) })]));
      await c.stop();
    }
  });

  it('binds arguments through its pipe: a wrong count or type is a SignalR binding error, the connection stays', async () => {
    const c = await startHubClient(t.url, token);
    await expect(c.invoke('SubscribeToNotificationType', 42)).rejects.toThrow(/^Failed to invoke 'SubscribeToNotificationType' due to an error on the server\.$/);
    await expect(c.invoke('SubscribeToNotificationType')).rejects.toThrow(/^Failed to invoke 'SubscribeToNotificationType' due to an error on the server\.$/);
    await expect(c.invoke('RequestStatusUpdate', 'extra')).rejects.toThrow(/^Failed to invoke 'RequestStatusUpdate' due to an error on the server\.$/);
    await expect(c.invoke('UnsubscribeFromNotificationType', 'bad type!')).rejects.toThrow(
      "An unexpected error occurred invoking 'UnsubscribeFromNotificationType' on the server. HubException: Invalid notification type",
    );
    await expect(c.invoke('UnsubscribeFromNotificationType', 'Fine')).resolves.toBeUndefined();
    await c.stop();
  });

  it('HubSessionGuard refuses a connection whose session expired, and lets a valid one through', () => {
    const guard = new HubSessionGuard();
    const principal = { userId: 'u1', role: 'Admin' };
    expect(guard.canActivate(wsContext({ id: 'c1', principal: { ...principal, expiresAt: Date.now() + 60_000 } }) as never)).toBe(true);
    expect(() => guard.canActivate(wsContext({ id: 'c1', principal: { ...principal, expiresAt: Date.now() - 1 } }) as never)).toThrow(
      new WsException('Your session has expired. Please sign in again.'),
    );
    expect(() => guard.canActivate(wsContext({ id: 'c1' }) as never)).toThrow(WsException);
  });

  it('closes a connection once its token has expired (one sweep for all), allowing the client to reconnect', async () => {
    const gateway = t.app.get(NotificationHubGateway);
    const connections = t.app.get(LocalConnections);
    const client = await startHubClient(t.url, token);
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    const mine = connections.all().find((c) => c.connectionId === client.connectionId);
    expect(mine?.expiresAt).toBeGreaterThan(Date.now());
    gateway.closeExpired(Date.now()); // nothing has expired yet
    expect(client.state).toBe('Connected');
    gateway.closeExpired(mine!.expiresAt!);
    expect(String(await closed)).toContain('Token expired');
    await eventually(() => expect(connections.all().some((c) => c.connectionId === mine!.connectionId)).toBe(false));
  });
});

describe('NotificationHubGateway guards run before every method', () => {
  let t: LiveTestApp;
  beforeAll(async () => {
    // The guard replaced the Nest way: refusing, its refusal is the invocation's error.
    t = await createLiveTestApp([{ provide: HubSessionGuard, guard: true, useValue: { canActivate: () => false } }]);
  });
  afterAll(() => t.close());

  it('answers a refused invocation with the guard error and runs nothing', async () => {
    const c = await startHubClient(t.url, (await t.createUser({ role: 'Admin' })).token);
    await expect(c.invoke('SubscribeToNotificationType', 'PayrollProcessed')).rejects.toThrow(
      "An unexpected error occurred invoking 'SubscribeToNotificationType' on the server. HubException: Forbidden resource",
    );
    expect(t.app.get(LocalConnections).get(c.connectionId!)!.types.size).toBe(0);
    await c.stop();
  });

});
