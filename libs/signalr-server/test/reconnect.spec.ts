import { HttpTransportType, HubConnectionState, type HubConnection, type RetryContext } from '@microsoft/signalr';
import { buildClient, sleep, startServer, waitFor, type TestServer } from './helpers';

/** The client side of the spec's design: subscriptions are restored by the client in onreconnected. */
function subscribeWithRestore(c: HubConnection, types: string[]) {
  const subscribeAll = () => Promise.all(types.map((t) => c.invoke('SubscribeToNotificationType', t)));
  c.onreconnected(() => void subscribeAll());
  return subscribeAll();
}

describe('reconnect', () => {
  let servers: TestServer[] = [];
  let clients: HubConnection[] = [];
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
    servers = [];
    clients = [];
  });
  const start = async (port = 0) => {
    const s = await startServer({}, port);
    servers.push(s);
    return s;
  };

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ])('24/27. %s: server restart on the same port, policy sees growing counts, new id, subscriptions restored', async (name, transport) => {
    const first = await start();
    const retries: Array<[number, number, string | undefined]> = [];
    const c = buildClient(first.url, {
      transport,
      reconnect: {
        nextRetryDelayInMilliseconds: (ctx: RetryContext) => {
          retries.push([ctx.previousRetryCount, ctx.elapsedMilliseconds, ctx.retryReason?.message]);
          return ctx.previousRetryCount < 50 ? 100 : null;
        },
      },
    });
    clients.push(c);
    const reconnecting: Array<Error | undefined> = [];
    const reconnected: Array<string | undefined> = [];
    c.onreconnecting((e) => reconnecting.push(e));
    c.onreconnected((id) => reconnected.push(id));
    const notifications: unknown[] = [];
    c.on('ReceiveNotification', (n) => notifications.push(n));
    await c.start();
    await subscribeWithRestore(c, ['PayrollProcessed']);
    const firstId = c.connectionId;

    await first.crash();
    await waitFor(() => c.state === HubConnectionState.Reconnecting, 3000, 'reconnecting');
    await sleep(350); // several failed attempts while nothing listens
    const second = await start(first.port);
    await waitFor(() => c.state === HubConnectionState.Connected, 5000, 'reconnected');

    expect(reconnecting).toHaveLength(1);
    if (name === 'ServerSentEvents') expect(reconnecting[0]).toBeUndefined();
    else expect(reconnecting[0]?.message).toContain('WebSocket closed with status code');
    expect(retries[0].slice(0, 2)).toEqual([0, 0]);
    expect(retries.length).toBeGreaterThanOrEqual(3);
    retries.forEach(([count], i) => expect(count).toBe(i));
    for (let i = 1; i < retries.length; i++) expect(retries[i][1]).toBeGreaterThan(retries[i - 1][1]);
    expect(reconnected).toEqual([c.connectionId]);
    expect(c.connectionId).not.toBe(firstId);

    // The client re-subscribes in onreconnected; wait for that invocation to have landed.
    await waitFor(() => second.hub.stats().connections === 1);
    expect(await c.invoke('Add', 1, 1)).toBe(2);
    await second.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', [{ after: 'restart' }]);
    await waitFor(() => notifications.length === 1, 3000, 'notification after reconnect');
    expect(notifications).toEqual([{ after: 'restart' }]);
  });

  it('25. a policy returning null while the server stays down ends in onclose / Disconnected', async () => {
    const s = await start();
    const c = buildClient(s.url, {
      reconnect: { nextRetryDelayInMilliseconds: (ctx: RetryContext) => (ctx.previousRetryCount < 3 ? 50 : null) },
    });
    clients.push(c);
    const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
    await c.start();
    await s.crash();
    await closed;
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });

  it('26. graceful hub.close() sends Close{allowReconnect}: the client reconnects to the next instance', async () => {
    const first = await start();
    const c = buildClient(first.url, { reconnect: [0, 50, 50, 50, 100, 100, 200, 200, 500, 500] });
    clients.push(c);
    const reasons: Array<Error | undefined> = [];
    c.onreconnecting((e) => reasons.push(e));
    await c.start();
    const port = first.port;
    await first.stop();
    await waitFor(() => reasons.length === 1, 3000, 'reconnecting');
    expect(reasons[0]).toBeUndefined();
    await start(port);
    await waitFor(() => c.state === HubConnectionState.Connected, 5000, 'reconnected');
    expect(await c.invoke('Add', 2, 2)).toBe(4);
  });

  it('26. a Close without allowReconnect stops the client for good', async () => {
    const s = await start();
    const c = buildClient(s.url, { reconnect: [0, 0, 0] });
    clients.push(c);
    let reconnecting = false;
    c.onreconnecting(() => (reconnecting = true));
    const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
    await c.start();
    s.hub.closeConnection(c.connectionId!, { error: 'Account disabled' });
    const error = await closed;
    expect(error?.message).toBe('Server returned an error on close: Account disabled');
    expect(reconnecting).toBe(false);
  });

  it('28. stop() during Reconnecting ends the loop and fires onclose once', async () => {
    const s = await start();
    const c = buildClient(s.url, { reconnect: { nextRetryDelayInMilliseconds: () => 100 } });
    clients.push(c);
    let closes = 0;
    c.onclose(() => closes++);
    await c.start();
    await s.crash();
    await waitFor(() => c.state === HubConnectionState.Reconnecting, 3000, 'reconnecting');
    await c.stop();
    await sleep(300);
    expect(closes).toBe(1);
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });
});
