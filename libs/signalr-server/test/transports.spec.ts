import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { buildClient, startServer, type TestServer } from './helpers';
import { RawSse, negotiate } from './raw';

describe('transports with the real client', () => {
  let s: TestServer;
  afterEach(async () => {
    await s?.stop();
  });

  it('1. WebSockets: negotiate v1 with bearer header, connectionId differs from the ?id= token', async () => {
    s = await startServer();
    const c = buildClient(s.url);
    await c.start();
    const negotiateReq = s.requests.find((r) => r.url!.includes('/negotiate'))!;
    const upgrade = s.requests.find((r) => r.headers.upgrade === 'websocket')!;
    expect(negotiateReq.method).toBe('POST');
    expect(negotiateReq.url).toContain('negotiateVersion=1');
    expect(negotiateReq.headers.authorization).toBe('Bearer token-alice');
    expect(upgrade.headers.authorization).toBe('Bearer token-alice');
    const id = new URL(upgrade.url!, 'http://x').searchParams.get('id');
    expect(c.connectionId).toBeTruthy();
    expect(id).toBeTruthy();
    expect(c.connectionId).not.toBe(id);
    expect(await c.invoke('WhoAmI')).toEqual({ userId: 'alice', connectionId: c.connectionId, transport: 'WebSockets' });
    await c.stop();
  });

  it('2. forced ServerSentEvents: GET with event-stream Accept and query token, POSTs with bearer and text/plain', async () => {
    s = await startServer();
    const c = buildClient(s.url, { transport: HttpTransportType.ServerSentEvents });
    await c.start();
    expect(await c.invoke('WhoAmI')).toMatchObject({ userId: 'alice', transport: 'ServerSentEvents' });
    const get = s.requests.find((r) => r.method === 'GET')!;
    expect(get.headers.accept).toContain('text/event-stream');
    expect(new URL(get.url!, 'http://x').searchParams.get('access_token')).toBe('token-alice');
    const posts = s.requests.filter((r) => r.method === 'POST' && !r.url!.includes('negotiate'));
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      expect(p.headers.authorization).toBe('Bearer token-alice');
      expect(p.headers['content-type']).toBe('text/plain;charset=UTF-8');
    }
    await c.stop();
  });

  it('3. WebSockets | ServerSentEvents with upgrades rejected: re-negotiates and ends up on SSE', async () => {
    s = await startServer({}, 0, { rejectUpgrades: true });
    const c = buildClient(s.url, { transport: HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents });
    await c.start();
    expect(await c.invoke('WhoAmI')).toMatchObject({ transport: 'ServerSentEvents' });
    expect(s.requests.filter((r) => r.url!.includes('/negotiate'))).toHaveLength(2);
    await c.stop();
  });

  it('4. skipNegotiation over WebSockets: connects without negotiate, connectionId is null', async () => {
    s = await startServer();
    const c = buildClient(s.url, { skipNegotiation: true });
    await c.start();
    expect(c.connectionId).toBeNull();
    expect(s.requests.some((r) => r.url!.includes('negotiate'))).toBe(false);
    expect(await c.invoke('Add', 1, 1)).toBe(2);
    await c.stop();
  });

  it('5. LongPolling is not offered: forcing it fails with the client aggregate error', async () => {
    s = await startServer();
    const c = buildClient(s.url, { transport: HttpTransportType.LongPolling });
    const error = await c.start().then(() => null, (e: Error) => e);
    expect(error?.message).toContain('Unable to connect to the server with any of the available transports');
    expect(error?.message).toContain("'WebSockets' is disabled by the client");
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });

  it('6. SSE headers and the `:` comment are flushed before any hub message', async () => {
    s = await startServer();
    const { connectionToken } = await negotiate(s.port);
    const sse = new RawSse(s.port, `?id=${connectionToken}&access_token=token-alice`);
    await sse.response;
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toBe('text/event-stream');
    expect(sse.headers['cache-control']).toContain('no-cache');
    await new Promise((r) => setTimeout(r, 20));
    expect(sse.text).toBe(':\r\n');
    sse.close();
  });
});
