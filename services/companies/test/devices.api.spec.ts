// Per-device sessions (issue 13) through HTTP on a real database: each sign-in is a session; the caller lists and
// ends their own; sign out everywhere; logout ends this device only; an admin ends all of another user's.
import { createTestApp, eventually, sleep, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('per-device sessions (companies module)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string, userAgent: string) =>
    (await t.http.post('/api/auth/login').set('User-Agent', userAgent).send({ email, password }).expect(200)).body.token as string;
  const as = (token: string) => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => t.http.post(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => t.http.delete(path).set('Authorization', `Bearer ${token}`),
  });

  it('each sign-in is a session: the list shows the device, address, created and last seen, and which one is this', async () => {
    const user = await t.createUser({ role: 'Manager' });
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    const list = (await as(laptop).get('/api/auth/sessions').expect(200)).body;
    const devices = list.filter((s: { userAgent: string }) => s.userAgent === CHROME_WINDOWS || s.userAgent === SAFARI_IPHONE);
    expect(devices).toEqual([
      { id: expect.any(String), device: 'Safari on iOS', userAgent: SAFARI_IPHONE, ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/), createdAt: expect.any(String), lastSeenAt: expect.any(String), current: false },
      { id: expect.any(String), device: 'Chrome on Windows', userAgent: CHROME_WINDOWS, ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/), createdAt: expect.any(String), lastSeenAt: expect.any(String), current: true },
    ]);
    expect((await as(phone).get('/api/auth/sessions').expect(200)).body.find((s: { current: boolean }) => s.current).device).toBe('Safari on iOS');
    // Someone else sees only their own.
    const other = await t.createUser({ role: 'Manager' });
    const theirs = (await as(other.token).get('/api/auth/sessions').expect(200)).body;
    expect(theirs.map((s: { id: string }) => s.id)).not.toContain(devices[0].id);
  });

  it('ending one session refuses its token from the next request; the other device stays signed in; only own sessions', async () => {
    const user = await t.createUser({ role: 'Manager' });
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    const phoneSession = (await as(phone).get('/api/auth/sessions').expect(200)).body.find((s: { current: boolean }) => s.current).id;
    const other = await t.createUser({ role: 'Manager' });
    await as(other.token).delete(`/api/auth/sessions/${phoneSession}`).expect(404);
    await as(laptop).delete('/api/auth/sessions/00000000-0000-4000-8000-000000000000').expect(404);
    await as(laptop).delete('/api/auth/sessions/not-a-session').expect(404);
    await as(phone).get('/api/auth/me').expect(200);

    await as(laptop).delete(`/api/auth/sessions/${phoneSession}`).expect(204);
    expect((await as(phone).get('/api/auth/me').expect(401)).body.message).toBe('Your session has ended. Please sign in again.');
    await as(laptop).get('/api/auth/me').expect(200);
    expect((await as(laptop).get('/api/auth/sessions').expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(phoneSession);
    await as(laptop).delete(`/api/auth/sessions/${phoneSession}`).expect(404);
  });

  it('logout ends this device only; sign out everywhere ends every one, this one included', async () => {
    const user = await t.createUser({ role: 'Manager' });
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    const tablet = await signIn(user.email, user.password, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    await as(laptop).post('/api/auth/logout').expect(204);
    await as(laptop).get('/api/auth/me').expect(401);
    await as(phone).get('/api/auth/me').expect(200);
    await as(phone).post('/api/auth/sessions/end-all').expect(204);
    await as(phone).get('/api/auth/me').expect(401);
    await as(tablet).get('/api/auth/me').expect(401);
    // A new sign-in works again.
    await as(await signIn(user.email, user.password, CHROME_WINDOWS)).get('/api/auth/me').expect(200);
  });

  it('an admin ends every session of another user (Admin only, 404 for an unknown user)', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const user = await t.createUser({ role: 'Employee' });
    const a = await signIn(user.email, user.password, CHROME_WINDOWS);
    const b = await signIn(user.email, user.password, SAFARI_IPHONE);
    await as(user.token).post(`/api/admin/user-management/${admin.id}/end-sessions`).expect(403);
    await t.http.post(`/api/admin/user-management/${user.id}/end-sessions`).expect(401);
    await as(admin.token).post('/api/admin/user-management/00000000-0000-4000-8000-000000000000/end-sessions').expect(404);
    const done = await as(admin.token).post(`/api/admin/user-management/${user.id}/end-sessions`).expect(200);
    expect(done.body).toEqual({ message: `All sessions of ${user.email} were ended` });
    for (const token of [a, b, user.token]) await as(token).get('/api/auth/me').expect(401);
    await as(admin.token).get('/api/auth/me').expect(200);
    const [entry] = await t.dataSource.query(`SELECT action, target_id, actor_id FROM audit.entries WHERE action = 'user.sessions-ended' AND target_id = $1`, [user.id]);
    expect(entry).toEqual({ action: 'user.sessions-ended', target_id: user.id, actor_id: admin.id });
  });

  it('last seen moves on when the session is used, written at most once a minute', async () => {
    const user = await t.createUser({ role: 'Manager' });
    const token = await signIn(user.email, user.password, CHROME_WINDOWS);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM companies.sessions WHERE user_id = $1 AND user_agent = $2 AND ended_at IS NULL`, [user.id, CHROME_WINDOWS]);
    const hoursAgo = async () => {
      await t.dataSource.query(`UPDATE companies.sessions SET last_seen_at = now() - interval '2 hours' WHERE id = $1`, [id]);
    };
    const ageSeconds = async () =>
      Number((await t.dataSource.query(`SELECT extract(epoch FROM now() - last_seen_at)::int AS age FROM companies.sessions WHERE id = $1`, [id]))[0].age);
    await hoursAgo();
    await as(token).get('/api/auth/me').expect(200);
    await eventually(async () => expect(await ageSeconds()).toBeLessThan(60));
    // Used again within the minute: not written again.
    await hoursAgo();
    await as(token).get('/api/auth/me').expect(200);
    await sleep(200);
    expect(await ageSeconds()).toBeGreaterThan(3600);
  });
});
