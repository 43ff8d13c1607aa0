import { HubConnectionState } from '@microsoft/signalr';
import { TRANSPORTS, buildClient, sleep, startServer, waitFor, type TestServer } from './helpers';
import { HANDSHAKE, RS, connectedRaw, negotiate, rawWs } from './raw';

describe('keep-alive and timeouts', () => {
  let s: TestServer;
  afterEach(async () => {
    await s?.stop();
  });

  it('server pings are observed on the wire at the keep-alive interval', async () => {
    s = await startServer({ keepAliveIntervalMs: 100 });
    const raw = await connectedRaw(s.port);
    await waitFor(() => raw.records.filter((r) => r.type === 6).length >= 3, 3000, 'three pings');
    raw.close();
  });

  it.each(TRANSPORTS)('20. %s: with pings every 100 ms the client (server timeout 500 ms) stays connected', async (_n, transport) => {
    s = await startServer({ keepAliveIntervalMs: 100 });
    const c = buildClient(s.url, { transport, serverTimeoutMs: 500, keepAliveMs: 100 });
    let closed = false;
    c.onclose(() => (closed = true));
    await c.start();
    await sleep(1600); // more than three client timeout periods
    expect(closed).toBe(false);
    expect(c.state).toBe(HubConnectionState.Connected);
    expect(await c.invoke('Add', 1, 2)).toBe(3);
    await c.stop();
  });

  it('21. a server that does not ping makes the client close with its server-timeout error', async () => {
    s = await startServer({ keepAliveIntervalMs: 60_000 });
    const c = buildClient(s.url, { serverTimeoutMs: 300 });
    const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
    await c.start();
    const error = await closed;
    expect(error?.message).toBe('Server timeout elapsed without receiving a message from the server.');
  });

  it('22. a silent client is dropped after the client timeout with Close{allowReconnect}', async () => {
    const disconnected: string[] = [];
    s = await startServer({
      clientTimeoutMs: 300,
      keepAliveIntervalMs: 100,
      onDisconnected: (ctx, error) => void disconnected.push(`${ctx.userId}: ${error?.message}`),
    });
    const raw = await connectedRaw(s.port);
    await raw.closed;
    expect(raw.closeCode).toBe(1000);
    expect(raw.records.at(-1)).toEqual({ type: 7, error: 'Connection closed with an error.', allowReconnect: true });
    expect(s.hub.stats().connections).toBe(0);
    await waitFor(() => disconnected.length > 0);
    expect(disconnected).toEqual(['alice: Connection closed with an error.']);
  });

  it('a client that keeps pinging is not dropped', async () => {
    s = await startServer({ clientTimeoutMs: 300, keepAliveIntervalMs: 100 });
    const raw = await connectedRaw(s.port);
    const timer = setInterval(() => raw.send(`{"type":6}${RS}`), 100);
    await sleep(900);
    clearInterval(timer);
    expect(raw.closeCode).toBeUndefined();
    raw.close();
  });

  describe('23. handshake', () => {
    const open = async (port: number) => {
      const { connectionToken } = await negotiate(port);
      const raw = rawWs(port, `?id=${connectionToken}`);
      await raw.opened;
      return raw;
    };

    it('messagepack is refused with an error reply and a close', async () => {
      s = await startServer();
      const raw = await open(s.port);
      raw.send(`{"protocol":"messagepack","version":1}${RS}`);
      await raw.closed;
      expect(raw.records).toEqual([{ error: "Requested protocol 'messagepack' is not available." }]);
    });

    it('an unsupported json version is refused', async () => {
      s = await startServer();
      const raw = await open(s.port);
      raw.send(`{"protocol":"json","version":3}${RS}`);
      await raw.closed;
      expect(raw.records).toEqual([{ error: "The server does not support version 3 of the 'json' protocol." }]);
    });

    it('version 2 (stateful-reconnect clients) is accepted', async () => {
      s = await startServer();
      const raw = await open(s.port);
      raw.send(`{"protocol":"json","version":2}${RS}`);
      await raw.waitForRecord((r) => Object.keys(r).length === 0);
      raw.close();
    });

    it('a client that sends nothing is closed after the handshake timeout', async () => {
      s = await startServer({ handshakeTimeoutMs: 200 });
      const raw = await open(s.port);
      await raw.closed;
      expect(raw.records).toEqual([]);
      expect(s.hub.stats()).toEqual({ connections: 0, pending: 0 });
    });

    it('a handshake split across two frames works', async () => {
      s = await startServer();
      const raw = await open(s.port);
      raw.send(HANDSHAKE.slice(0, 10));
      await sleep(20);
      raw.send(HANDSHAKE.slice(10));
      await raw.waitForRecord((r) => Object.keys(r).length === 0);
      raw.close();
    });

    it('handshake + Ping + Invocation in one frame work; the handshake reply has no type', async () => {
      s = await startServer();
      const raw = await open(s.port);
      raw.send(`${HANDSHAKE}{"type":6}${RS}{"type":1,"invocationId":"0","target":"Add","arguments":[2,3]}${RS}`);
      await raw.waitForRecord((r) => r.type === 3);
      expect(raw.records[0]).toEqual({});
      expect(raw.records.find((r) => r.type === 3)).toEqual({ type: 3, invocationId: '0', result: 5 });
      raw.close();
    });
  });
});
