import { Logger } from '@nestjs/common';
import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { randomBytes } from 'crypto';
import request from 'supertest';
import { createTestDatabase, eventually, TestDatabase } from '@app/nest-testing';
import { Client, createSignedInUser, startClient, startGateway } from './hub-support';

process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
delete process.env.REDIS_URL;
Logger.overrideLogger(['error']);

describe('POST /api/auth/logout ends the session on the server', () => {
  let db: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = await startGateway(db.url);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await gateway?.app.close();
    await db?.drop();
  });

  it("refuses the token from the next request and closes the user's live connections (WebSockets and SSE)", async () => {
    const user = await createSignedInUser(gateway.app, 'Admin');
    const other = await createSignedInUser(gateway.app, 'Admin');
    const http = request(gateway.app.getHttpServer());
    const ws = await startClient(gateway.url, user.token);
    const sse = await startClient(gateway.url, user.token, { transport: HttpTransportType.ServerSentEvents });
    const bystander = await startClient(gateway.url, other.token);
    clients.push(ws, sse, bystander);

    await http.post('/api/auth/logout').set('Authorization', `Bearer ${user.token}`).expect(204);

    await http.get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(401);
    await eventually(() => expect([ws.state, sse.state]).toEqual([HubConnectionState.Disconnected, HubConnectionState.Disconnected]));
    // Another user's session and connection are untouched; signing in again gives a working token.
    await http.get('/api/auth/me').set('Authorization', `Bearer ${other.token}`).expect(200);
    expect(bystander.state).toBe(HubConnectionState.Connected);
    await http.post('/api/auth/logout').expect(401);
  });
});
