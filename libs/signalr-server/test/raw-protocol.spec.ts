import { startServer, waitFor, type TestServer } from './helpers';
import { HANDSHAKE, RS, RawSse, connectedRaw, httpRequest, negotiate, rawWs, upgradeStatus } from './raw';

const AUTH = { Authorization: 'Bearer token-alice' };

describe('raw protocol', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startServer({ unusedConnectionTimeoutMs: 300 });
  });
  afterEach(async () => {
    await s.stop();
  });

  describe('negotiate', () => {
    it('answers exactly 200 with the v1 shape, WS and SSE only', async () => {
      const res = await httpRequest(s.port, 'POST', '/notificationHub/negotiate?negotiateVersion=1', AUTH);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const body = JSON.parse(res.body);
      expect(Object.keys(body).sort()).toEqual(['availableTransports', 'connectionId', 'connectionToken', 'negotiateVersion']);
      expect(body.negotiateVersion).toBe(1);
      expect(body.connectionId).not.toBe(body.connectionToken);
      expect(body.availableTransports).toEqual([
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      ]);
    });

    it('version 0 when the parameter is missing (no connectionToken; the id doubles as token)', async () => {
      const body = await negotiate(s.port, 'token-alice', '');
      expect(body).not.toHaveProperty('connectionToken');
      expect(await upgradeStatus(s.port, `?id=${body.connectionId}`)).toBe(101);
    });

    it('a higher requested version is answered with ours; the parameter name is case-insensitive', async () => {
      const res = await httpRequest(s.port, 'POST', '/NotificationHub/negotiate?NEGOTIATEVERSION=7', AUTH);
      expect(JSON.parse(res.body).negotiateVersion).toBe(1);
    });

    it('401 without a bearer header; 405 for GET', async () => {
      expect((await httpRequest(s.port, 'POST', '/notificationHub/negotiate?negotiateVersion=1')).status).toBe(401);
      expect((await httpRequest(s.port, 'GET', '/notificationHub/negotiate', AUTH)).status).toBe(405);
    });

    it('URLs outside the hub are left alone (handleRequest returns false)', async () => {
      expect((await httpRequest(s.port, 'POST', '/other/negotiate', AUTH)).status).toBe(404);
    });

    it('negotiated tokens that never open a transport are reaped', async () => {
      const { connectionToken } = await negotiate(s.port);
      expect(s.hub.stats().pending).toBe(1);
      await waitFor(() => s.hub.stats().pending === 0, 3000, 'reaping');
      expect(await upgradeStatus(s.port, `?id=${connectionToken}`)).toBe(404);
    });
  });

  describe('33. status codes', () => {
    it('WebSocket upgrade: 404 unknown id, 409 second upgrade for the same token, 401 without token', async () => {
      expect(await upgradeStatus(s.port, '?id=nope')).toBe(404);
      const { connectionToken } = await negotiate(s.port);
      const first = rawWs(s.port, `?id=${connectionToken}`);
      await first.opened;
      expect(await upgradeStatus(s.port, `?id=${connectionToken}`)).toBe(409);
      expect(await upgradeStatus(s.port, `?id=${connectionToken}`, {})).toBe(401);
      first.close();
    });

    it('POST send: 400 without id, 404 unknown id, 405 for a WebSocket connection, 409 before a transport exists', async () => {
      expect((await httpRequest(s.port, 'POST', '/notificationHub', AUTH, HANDSHAKE)).status).toBe(400);
      expect((await httpRequest(s.port, 'POST', '/notificationHub?id=nope', AUTH, HANDSHAKE)).status).toBe(404);
      const idle = await negotiate(s.port);
      expect((await httpRequest(s.port, 'POST', `/notificationHub?id=${idle.connectionToken}`, AUTH, HANDSHAKE)).status).toBe(409);
      const { connectionToken } = await negotiate(s.port);
      const ws = rawWs(s.port, `?id=${connectionToken}`);
      await ws.opened;
      expect((await httpRequest(s.port, 'POST', `/notificationHub?id=${connectionToken}`, AUTH, HANDSHAKE)).status).toBe(405);
      ws.close();
    });

    it('SSE GET: 400 without id, 404 unknown id, 409 for a second stream; long polling GET 404; DELETE 405', async () => {
      const noId = new RawSse(s.port, '?access_token=token-alice');
      const unknown = new RawSse(s.port, '?id=nope&access_token=token-alice');
      await Promise.all([noId.response, unknown.response]);
      expect([noId.status, unknown.status]).toEqual([400, 404]);
      const { connectionToken } = await negotiate(s.port);
      const first = new RawSse(s.port, `?id=${connectionToken}&access_token=token-alice`);
      await first.response;
      const second = new RawSse(s.port, `?id=${connectionToken}&access_token=token-alice`);
      await second.response;
      expect([first.status, second.status]).toEqual([200, 409]);
      expect((await httpRequest(s.port, 'GET', `/notificationHub?id=${connectionToken}`, AUTH)).status).toBe(404);
      expect((await httpRequest(s.port, 'DELETE', `/notificationHub?id=${connectionToken}`, AUTH)).status).toBe(405);
      first.close();
    });
  });

  describe('record batching', () => {
    it('WebSocket: several records in one frame; no reply for an invocation without id; replies batched', async () => {
      const raw = await connectedRaw(s.port);
      raw.send(
        `{"type":1,"invocationId":"1","target":"Add","arguments":[1,2]}${RS}` +
          `{"type":1,"target":"Add","arguments":[5,5]}${RS}` +
          `{"type":1,"invocationId":"2","target":"add","arguments":[3,4],"headers":{"x":"y"}}${RS}`,
      );
      await raw.waitForRecord((r) => r.invocationId === '2');
      raw.send(`{"type":1,"invocationId":"3","target":"Add","arguments":[0,0]}${RS}`);
      await raw.waitForRecord((r) => r.invocationId === '3');
      const completions = raw.records.filter((r) => r.type === 3);
      expect(completions).toEqual([
        { type: 3, invocationId: '1', result: 3 },
        { type: 3, invocationId: '2', result: 7 },
        { type: 3, invocationId: '3', result: 0 },
      ]);
      // Completions produced in the same turn leave as one frame.
      expect(raw.frames.some((f) => f.split(RS).filter(Boolean).length === 2)).toBe(true);
      raw.close();
    });

    it('SSE: handshake and invocations in one POST; replies as data: events', async () => {
      const { connectionToken } = await negotiate(s.port);
      const sse = new RawSse(s.port, `?id=${connectionToken}&access_token=token-alice`);
      await sse.response;
      const body =
        HANDSHAKE + `{"type":1,"invocationId":"a","target":"Echo","arguments":["x"]}${RS}{"type":1,"invocationId":"b","target":"Echo","arguments":[2]}${RS}`;
      const post = await httpRequest(s.port, 'POST', `/notificationHub?id=${connectionToken}`, { ...AUTH, 'Content-Type': 'text/plain;charset=UTF-8' }, body);
      expect(post.status).toBe(200);
      expect(post.body).toBe('');
      await waitFor(() => sse.records.length >= 3);
      expect(sse.records).toEqual([{}, { type: 3, invocationId: 'a', result: 'x' }, { type: 3, invocationId: 'b', result: 2 }]);
      expect(sse.text.startsWith(':\r\ndata: {}\x1e\r\n\r\ndata: ')).toBe(true);
      sse.close();
    });
  });

  describe('robustness', () => {
    it('34. an oversized record closes the connection with a Close error; the server keeps serving', async () => {
      const raw = await connectedRaw(s.port);
      raw.send(`{"type":1,"invocationId":"1","target":"Echo","arguments":["${'x'.repeat(40_000)}"]}${RS}`);
      await raw.closed;
      expect(raw.records.at(-1)).toMatchObject({ type: 7, error: expect.stringContaining('maximum message size of 32768B') });
      const again = await connectedRaw(s.port);
      again.close();
    });

    it('34. unterminated input beyond the limit is refused too', async () => {
      const raw = await connectedRaw(s.port);
      raw.send('{"type":1,"target":"Echo","arguments":["' + 'y'.repeat(33_000));
      await raw.closed;
      expect(raw.records.at(-1)).toMatchObject({ type: 7, error: expect.stringContaining('maximum message size') });
    });

    it('35. invalid JSON closes that connection only', async () => {
      const bad = await connectedRaw(s.port);
      const good = await connectedRaw(s.port, 'token-bob');
      bad.send(`{"type":1,${RS}`);
      await bad.closed;
      expect(bad.records.at(-1)).toEqual({ type: 7, error: 'Connection closed with an error. InvalidDataException: Error reading JSON.' });
      good.send(`{"type":1,"invocationId":"1","target":"Add","arguments":[1,1]}${RS}`);
      expect(await good.waitForRecord((r) => r.type === 3)).toEqual({ type: 3, invocationId: '1', result: 2 });
      good.close();
    });

    it('an invocation missing its arguments is a protocol error', async () => {
      const raw = await connectedRaw(s.port);
      raw.send(`{"type":1,"invocationId":"1","target":"Add"}${RS}`);
      await raw.closed;
      expect(raw.records.at(-1)).toMatchObject({ type: 7, error: expect.stringContaining("'arguments'") });
    });

    it('stream invocations are answered with an error Completion; Cancel and unknown ids are ignored', async () => {
      const raw = await connectedRaw(s.port);
      raw.send(`{"type":4,"invocationId":"s1","target":"Echo","arguments":[1]}${RS}{"type":5,"invocationId":"zz"}${RS}`);
      const completion = await raw.waitForRecord((r) => r.type === 3);
      expect(completion.error).toContain('Streaming is not supported');
      raw.close();
    });

    it('a client Close message ends the connection', async () => {
      const raw = await connectedRaw(s.port);
      expect(s.hub.stats().connections).toBe(1);
      raw.send(`{"type":7}${RS}`);
      await raw.closed;
      await waitFor(() => s.hub.stats().connections === 0);
    });

    it('closeConnection sends Close with the given error', async () => {
      const raw = await connectedRaw(s.port);
      raw.send(`{"type":1,"invocationId":"w","target":"WhoAmI","arguments":[]}${RS}`);
      const who = (await raw.waitForRecord((r) => r.invocationId === 'w')).result as { connectionId: string };
      expect(s.hub.closeConnection(who.connectionId, { error: 'Token expired' })).toBe(true);
      await raw.closed;
      expect(raw.closeCode).toBe(1000);
      expect(raw.records.at(-1)).toEqual({ type: 7, error: 'Token expired' });
    });
  });
});
