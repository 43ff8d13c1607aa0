import { gzipSync } from 'zlib';
import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';

/** Malformed requests through the whole HTTP pipeline (body parsers, hygiene, routes): client errors, never a 5xx. */
describe('hostile input answers 4xx with a message', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(gatewayComposition(loadGatewayConfig({})));
    adminToken = (await t.createUser({ role: 'Admin' })).token;
  });
  afterAll(() => t.close());

  const rawLogin = (body: string | Buffer, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => {
    // The bytes as given: superagent would otherwise serialise a Buffer as JSON under a JSON content type.
    const req = t.http.post('/api/auth/login').serialize((raw: unknown) => raw as string);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.send(body);
  };

  it('refuses JSON nested 100,000 deep before parsing it (400), unauthenticated', async () => {
    const response = await rawLogin('['.repeat(100_000) + ']'.repeat(100_000)).expect(400);
    expect(response.body).toEqual({ message: 'The request body is nested too deeply (at most 32 levels).' });
  });

  it('answers 413 for a body over the limit and 400 for a body that is not JSON', async () => {
    const big = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1_100_000) });
    expect((await rawLogin(big).expect(413)).body).toEqual({ message: 'The request body is too large (at most 1 MB).' });
    expect((await rawLogin('{"email": ').expect(400)).body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 for an unknown Content-Encoding or charset and 400 for a corrupt gzip stream', async () => {
    const body = JSON.stringify({ email: 'a@b.example', password: 'p' });
    const unknown = await rawLogin(body, { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd-x' }).expect(415);
    expect(unknown.body.message).toMatch(/^Content-Encoding "zstd-x" is not supported/);
    await rawLogin(body, { 'Content-Type': 'application/json; charset=klingon' }).expect(415);
    await rawLogin(Buffer.from('not gzip at all'), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).expect(400);
    // A real gzip body is read as usual (wrong credentials: 401, so the body reached the route).
    const zipped = await rawLogin(gzipSync(body), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect([zipped.status, zipped.body]).toEqual([401, { message: 'Invalid email or password.' }]);
  });

  it('answers 415 for a body that is neither JSON nor a form', async () => {
    const response = await rawLogin('email=a', { 'Content-Type': 'text/plain' }).expect(415);
    expect(response.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
  });

  it('refuses NUL and unpaired surrogates per field, in bodies and query strings', async () => {
    const nul = await rawLogin(JSON.stringify({ email: 'a\u0000@b.example', password: 'p' })).expect(400);
    expect(nul.body).toEqual({ message: 'Please correct the highlighted fields.', errors: { email: ['Must not contain a NUL character or an unpaired surrogate.'] } });
    const surrogate = await rawLogin('{"email":"a\\ud800@b.example","password":"p"}').expect(400);
    expect(Object.keys(surrogate.body.errors)).toEqual(['email']);
    const query = await t.http.get('/api/admin/companies?search=%00').set('Authorization', `Bearer ${adminToken}`).expect(400);
    expect(Object.keys(query.body.errors)).toEqual(['search']);
  });

  it('refuses a malformed or NUL-carrying address with 400', async () => {
    await t.http.get('/api/admin/companies/%E0%A4%A').set('Authorization', `Bearer ${adminToken}`).expect(400);
    await t.http.get('/api/admin/companies/%00').set('Authorization', `Bearer ${adminToken}`).expect(400);
  });

  it('ignores unknown and server-owned fields instead of refusing or assigning them', async () => {
    const forged = '00000000-0000-4000-8000-000000000001';
    const sent = await t.http
      .post('/api/technical/send-notification')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ title: 'T', message: 'M', type: 'Info', scope: 'AdminOnly', id: forged, createdAt: '2000-01-01', extra: { nested: true } })
      .expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), status: 'Sent' });
    expect(sent.body.id).not.toBe(forged);
  });
});
