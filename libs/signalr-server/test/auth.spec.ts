import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { TOKENS, TRANSPORTS, buildClient, startServer, waitFor, type TestServer } from './helpers';
import { HANDSHAKE, RawSse, httpRequest, negotiate, rawWs, upgradeStatus } from './raw';

describe('authentication', () => {
  let s: TestServer;
  afterEach(async () => {
    await s?.stop();
  });

  describe.each(TRANSPORTS)('16. over %s', (_name, transport) => {
    it.each([
      ['no token', ''],
      ['an invalid token', 'not-a-token'],
    ])('start() rejects with 401 for %s and leaves nothing on the server', async (_label, token) => {
      s = await startServer();
      const c = buildClient(s.url, { transport, token });
      const err = await c.start().then(() => null, (e: Error) => e);
      expect(err?.message).toContain("Status code '401'");
      expect(c.state).toBe(HubConnectionState.Disconnected);
      expect(s.hub.stats()).toEqual({ connections: 0, pending: 0 });
    });
  });

  it('17. token valid at negotiate but refused on the WebSocket upgrade: start rejects, no half-open connection', async () => {
    s = await startServer();
    let calls = 0;
    const c = buildClient(s.url, { token: () => (++calls === 1 ? 'token-alice' : 'revoked') });
    await expect(c.start()).rejects.toThrow();
    expect(calls).toBe(2);
    expect(s.hub.stats()).toEqual({ connections: 0, pending: 0 });
  });

  it('17. token valid at negotiate but refused on the SSE GET: start rejects, no half-open connection', async () => {
    // The SSE transport reuses the negotiate token, so the server revokes it after one use.
    let verifications = 0;
    s = await startServer({ authenticate: (t) => (t === 'token-once' && ++verifications === 1 ? TOKENS['token-alice'] : null) });
    const c = buildClient(s.url, { transport: HttpTransportType.ServerSentEvents, token: 'token-once' });
    await expect(c.start()).rejects.toThrow();
    expect(s.hub.stats()).toEqual({ connections: 0, pending: 0 });
  });

  it('18. access_token in the query is honoured on the WS upgrade and SSE GET only', async () => {
    s = await startServer();
    const negotiateWithQuery = await httpRequest(s.port, 'POST', '/notificationHub/negotiate?negotiateVersion=1&access_token=token-alice');
    expect(negotiateWithQuery.status).toBe(401);

    const ws = await negotiate(s.port);
    expect(await upgradeStatus(s.port, `?id=${ws.connectionToken}&access_token=token-alice`, {})).toBe(101);

    const sseConn = await negotiate(s.port);
    const sse = new RawSse(s.port, `?id=${sseConn.connectionToken}&access_token=token-alice`);
    await sse.response;
    expect(sse.status).toBe(200);
    const post = await httpRequest(s.port, 'POST', `/notificationHub?id=${sseConn.connectionToken}&access_token=token-alice`, {}, HANDSHAKE);
    expect(post.status).toBe(401);
    const postWithHeader = await httpRequest(
      s.port,
      'POST',
      `/notificationHub?id=${sseConn.connectionToken}`,
      { Authorization: 'Bearer token-alice' },
      HANDSHAKE,
    );
    expect(postWithHeader.status).toBe(200);
    await waitFor(() => sse.records.length > 0);
    expect(sse.records[0]).toEqual({});
    sse.close();
  });

  it('a transport request from another user than at negotiate is refused', async () => {
    s = await startServer();
    const { connectionToken } = await negotiate(s.port, 'token-alice');
    expect(await upgradeStatus(s.port, `?id=${connectionToken}`, { Authorization: 'Bearer token-bob' })).toBe(403);
  });

  it('the token never appears in the logs, even when verification throws or requests fail', async () => {
    const secret = 'token-alice';
    s = await startServer({
      authenticate: (t) => {
        if (t === 'boom-secret') throw new Error(`cannot verify boom-secret`);
        return t ? (TOKENS[t] ?? null) : null;
      },
      methods: {
        Fail: () => {
          throw new Error('boom');
        },
      },
      clientTimeoutMs: 200,
      keepAliveIntervalMs: 50,
    });
    const c = buildClient(s.url, { transport: HttpTransportType.ServerSentEvents, token: secret });
    await c.start();
    await c.invoke('Fail').catch(() => undefined);
    await c.stop();
    await upgradeStatus(s.port, '?id=unknown&access_token=boom-secret', {});
    await upgradeStatus(s.port, '?id=unknown&access_token=token-alice', {});
    const raw = rawWs(s.port, `?id=${(await negotiate(s.port)).connectionToken}&access_token=${secret}`, {});
    await raw.opened;
    raw.send(HANDSHAKE);
    await raw.closed; // dropped by the client timeout, which is logged
    expect(s.logger.lines.length).toBeGreaterThan(0);
    for (const line of s.logger.lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain('boom-secret');
    }
  });
});
