import { HttpTransportType, HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { TRANSPORTS, buildClient, startServer, waitFor, type TestServer } from './helpers';

describe.each(TRANSPORTS)('hub methods and events over %s', (_name, transport) => {
  let s: TestServer;
  let clients: HubConnection[] = [];
  const connect = async (token = 'token-alice') => {
    const c = buildClient(s.url, { transport, token });
    clients.push(c);
    await c.start();
    return c;
  };

  beforeEach(async () => {
    s = await startServer();
  });
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    clients = [];
    await s.stop();
  });

  /** Waits until a marker sent after `action` arrives, so nothing sent before it can still be in flight. */
  const settle = async (c: HubConnection) => {
    let seen = false;
    c.on('Marker', () => (seen = true));
    await s.hub.sendToConnection(c.connectionId!, 'Marker');
    await waitFor(() => seen, 3000, 'marker');
    c.off('Marker');
  };

  it('7. Subscribe/Unsubscribe resolve undefined', async () => {
    const c = await connect();
    await expect(c.invoke('SubscribeToNotificationType', 'PayrollProcessed')).resolves.toBeUndefined();
    await expect(c.invoke('UnsubscribeFromNotificationType', 'PayrollProcessed')).resolves.toBeUndefined();
  });

  it('8. RequestStatusUpdate: StatusUpdate arrives before the invocation completes', async () => {
    const c = await connect();
    const order: string[] = [];
    c.on('StatusUpdate', (status: { userId: string }) => order.push(`status:${status.userId}`));
    await c.invoke('RequestStatusUpdate').then(() => order.push('completed'));
    expect(order).toEqual(['status:alice', 'completed']);
  });

  it('9/10. fan-out to a type reaches subscribers exactly once, not others, and stops after unsubscribe (case-insensitive on())', async () => {
    const a = await connect('token-alice');
    const b = await connect('token-bob');
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    a.on('receivenotification', (n) => gotA.push(n));
    b.on('ReceiveNotification', (n) => gotB.push(n));
    await a.invoke('SubscribeToNotificationType', 'PayrollProcessed');
    await b.invoke('SubscribeToNotificationType', 'FpsSubmitted');

    await s.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', [{ id: 1, type: 'PayrollProcessed' }]);
    await settle(a);
    await settle(b);
    expect(gotA).toEqual([{ id: 1, type: 'PayrollProcessed' }]);
    expect(gotB).toEqual([]);

    await a.invoke('UnsubscribeFromNotificationType', 'PayrollProcessed');
    await s.hub.sendToGroup('type:PayrollProcessed', 'ReceiveNotification', [{ id: 2 }]);
    await settle(a);
    expect(gotA).toHaveLength(1);
  });

  it('server-initiated events: sendToAll, sendToUser, sendToConnection', async () => {
    const a = await connect('token-alice');
    const b = await connect('token-bob');
    const got: string[] = [];
    a.on('ReceiveNotification', (n: string) => got.push(`a:${n}`));
    b.on('ReceiveNotification', (n: string) => got.push(`b:${n}`));
    await s.hub.sendToAll('ReceiveNotification', ['all']);
    await s.hub.sendToUser('bob', 'ReceiveNotification', ['user']);
    await s.hub.sendToConnection(a.connectionId!, 'ReceiveNotification', ['conn']);
    await settle(a);
    await settle(b);
    expect(got.sort()).toEqual(['a:all', 'a:conn', 'b:all', 'b:user']);
  });

  it("a user's and a group's events reach each of their connections as members come and go", async () => {
    const [b1, b2, b3] = [await connect('token-bob'), await connect('token-bob'), await connect('token-bob')];
    const got: string[] = [];
    [b1, b2, b3].forEach((c, i) => c.on('ReceiveNotification', (n: string) => got.push(`${i + 1}:${n}`)));
    await b1.invoke('SubscribeToNotificationType', 'Maintenance');
    await b3.invoke('SubscribeToNotificationType', 'Maintenance');
    await s.hub.sendToUser('bob', 'ReceiveNotification', ['three']);
    await s.hub.sendToGroup('type:Maintenance', 'ReceiveNotification', ['group of two']);
    for (const c of [b1, b2, b3]) await settle(c);
    // Down to one member each, then none.
    await b2.stop();
    await b3.invoke('UnsubscribeFromNotificationType', 'Maintenance');
    await s.hub.sendToUser('bob', 'ReceiveNotification', ['two']);
    await s.hub.sendToGroup('type:Maintenance', 'ReceiveNotification', ['group of one']);
    await settle(b1);
    await b1.stop();
    await s.hub.sendToUser('bob', 'ReceiveNotification', ['one']);
    await b1.start();
    await settle(b3);
    await s.hub.sendToGroup('type:Maintenance', 'ReceiveNotification', ['group of none']);
    await s.hub.sendToUser('bob', 'ReceiveNotification', ['back']);
    for (const c of [b1, b3]) await settle(c);
    expect(got.sort()).toEqual(['1:back', '1:group of one', '1:group of two', '1:three', '1:two', '2:three', '3:back', '3:group of two', '3:one', '3:three', '3:two']);
  });

  it('11. unknown method: invoke rejects with the ASP.NET text, send() gets no reply, connection stays up', async () => {
    const c = await connect();
    await expect(c.invoke('NoSuchMethod', 1)).rejects.toThrow(
      "Failed to invoke 'NoSuchMethod' due to an error on the server. HubException: Method does not exist.",
    );
    expect(c.state).toBe(HubConnectionState.Connected);
    await expect(c.send('NoSuchMethod')).resolves.toBeUndefined();
    await expect(c.send('Add', 1, 2)).resolves.toBeUndefined();
    expect(await c.invoke('Add', 2, 2)).toBe(4);
    expect(c.state).toBe(HubConnectionState.Connected);
  });

  it('12. wrong argument count or type', async () => {
    const c = await connect();
    await expect(c.invoke('Add', 1)).rejects.toThrow(/^Failed to invoke 'Add' due to an error on the server\.$/);
    await expect(c.invoke('Add', 1, 'two')).rejects.toThrow(/^Failed to invoke 'Add' due to an error on the server\.$/);
    await expect(c.invoke('SubscribeToNotificationType')).rejects.toThrow(
      "Failed to invoke 'SubscribeToNotificationType' due to an error on the server.",
    );
    expect(await c.invoke('Add', 1, 2)).toBe(3);
  });

  it('13. a plain error is hidden, a HubError is shown', async () => {
    const c = await connect();
    const err = await c.invoke('Fail').catch((e: Error) => e);
    expect((err as Error).message).toBe("An unexpected error occurred invoking 'Fail' on the server.");
    await expect(c.invoke('FailForUser')).rejects.toThrow(
      "An unexpected error occurred invoking 'FailForUser' on the server. HubException: Subscription type is not allowed",
    );
    expect(c.state).toBe(HubConnectionState.Connected);
  });

  it('14. 20 concurrent invokes each resolve with their own result', async () => {
    const c = await connect();
    const postsBefore = s.requests.filter((r) => r.method === 'POST').length;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => c.invoke('Echo', { i })));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => ({ i })));
    if (transport === HttpTransportType.ServerSentEvents) {
      // The client's send queue batched several records per POST.
      expect(s.requests.filter((r) => r.method === 'POST').length - postsBefore).toBeLessThan(20);
    }
  });

  it('15. method names are case-insensitive', async () => {
    const c = await connect();
    await expect(c.invoke('subscribetonotificationtype', 'x')).resolves.toBeUndefined();
    expect(await c.invoke('ADD', 5, 6)).toBe(11);
  });
});
