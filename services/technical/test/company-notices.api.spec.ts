// Company and session events from the companies module reach the signed-in users' live links.
import { EventBus } from '@app/nest-common';
import { eventually, sleep, startHubClient } from '@app/nest-testing';
import { createLiveTestApp, LiveTestApp } from './support/technical-test-app';

describe('company notices (company.status-changed, company.reset -> live notifications)', () => {
  let t: LiveTestApp;
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    t = await createLiveTestApp();
    const company = async (name: string) =>
      ((await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[])[0].id;
    acme = await company('Acme Ltd');
    globex = await company('Globex');
  });
  afterAll(() => t.close());

  it("deactivation sends CompanyDeactivated to the company's users only (subscribed or not); reactivation sends nothing", async () => {
    const manager = await t.createUser({ role: 'Manager', companyId: acme });
    const employee = await t.createUser({ role: 'Employee', companyId: acme });
    const other = await t.createUser({ role: 'Employee', companyId: globex });
    const admin = await t.createUser({ role: 'Admin' });
    const clients = await Promise.all([manager, employee, other, admin].map((u) => startHubClient(t.url, u.token)));
    await clients[0].invoke('SubscribeToNotificationType', 'CompanyDeactivated');
    const bus = t.app.get(EventBus);
    await bus.publish('company.status-changed', { companyId: acme, name: 'Acme Ltd', isActive: true });
    await bus.publish('company.status-changed', { companyId: acme, name: 'Acme Ltd', isActive: false });
    const expected = {
      id: null,
      type: 'CompanyDeactivated',
      title: 'Company deactivated',
      message: 'Acme Ltd has been deactivated by an administrator.',
      requiresAction: true,
      actionUrl: null,
      createdAt: expect.any(String),
      expiresAt: null,
    };
    await eventually(() => expect([clients[0].notifications, clients[1].notifications]).toEqual([[expected], [expected]]));
    await sleep(200);
    expect([clients[2].notifications, clients[3].notifications]).toEqual([[], []]);
    // After the notice, the company's connections are closed (allowing reconnect, which the session check then refuses).
    await eventually(() => expect(clients.map((c) => c.state)).toEqual(['Disconnected', 'Disconnected', 'Connected', 'Connected']));
    await Promise.all(clients.map((c) => c.stop()));
  });

  it("session.changed closes that user's connections so they reconnect with their session checked again", async () => {
    const user = await t.createUser({ role: 'Employee', companyId: globex });
    const other = await t.createUser({ role: 'Employee', companyId: globex });
    const [a, b, c] = await Promise.all([user, user, other].map((u) => startHubClient(t.url, u.token)));
    await t.app.get(EventBus).publish('session.changed', { userId: user.id, email: user.email, role: 'Employee', companyId: globex, isActive: false, sessionVersion: 2 });
    await eventually(() => expect([a.state, b.state]).toEqual(['Disconnected', 'Disconnected']));
    await sleep(200);
    expect(c.state).toBe('Connected');
    await Promise.all([a, b, c].map((x) => x.stop()));
  });

  it('ending one session (device) closes that session\'s live link only; its token is refused everywhere, the other device stays', async () => {
    const user = await t.createUser({ role: 'Employee', companyId: globex });
    const login = async () => (await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200)).body.token as string;
    const [laptop, phone] = [await login(), await login()];
    const [a, b] = await Promise.all([laptop, phone].map((token) => startHubClient(t.url, token)));
    const sessions = (await t.http.get('/api/auth/sessions').set('Authorization', `Bearer ${laptop}`).expect(200)).body as { id: string; current: boolean }[];
    const phoneSession = (await t.http.get('/api/auth/sessions').set('Authorization', `Bearer ${phone}`).expect(200)).body.find((s: { current: boolean }) => s.current).id;
    expect(sessions.map((s) => s.id)).toContain(phoneSession);
    await t.http.delete(`/api/auth/sessions/${phoneSession}`).set('Authorization', `Bearer ${laptop}`).expect(204);
    await eventually(() => expect(b.state).toBe('Disconnected'));
    await sleep(200);
    expect(a.state).toBe('Connected');
    // The ended session's token: refused by the technical module's routes and by the hub.
    await t.http.post('/api/notifications/00000000-0000-4000-8000-000000000000/read').set('Authorization', `Bearer ${phone}`).expect(401);
    await expect(startHubClient(t.url, phone)).rejects.toThrow();
    await Promise.all([a, b].map((x) => x.stop()));
  });

  it("a reset tells the company's signed-in users their data was reset", async () => {
    const employee = await t.createUser({ role: 'Employee', companyId: globex });
    const other = await t.createUser({ role: 'Employee', companyId: acme });
    const [x, y] = await Promise.all([employee, other].map((u) => startHubClient(t.url, u.token)));
    await t.app.get(EventBus).publish('company.reset', { companyId: globex, counts: { clients: 2 } });
    await eventually(() => expect(x.notifications).toEqual([expect.objectContaining({ id: null, type: 'Warning', title: 'Company data reset' })]));
    await sleep(200);
    expect(y.notifications).toEqual([]);
    await Promise.all([x, y].map((c) => c.stop()));
  });

  it('a business-model change reaches the named companies\' users (every company when none is named), never admins', async () => {
    const acmeUser = await t.createUser({ role: 'Manager', companyId: acme });
    const globexUser = await t.createUser({ role: 'Employee', companyId: globex });
    const admin = await t.createUser({ role: 'Admin' });
    const [a, g, ad] = await Promise.all([acmeUser, globexUser, admin].map((u) => startHubClient(t.url, u.token)));
    const bus = t.app.get(EventBus);
    const changed = expect.objectContaining({ id: null, type: 'BusinessModelChanged', title: 'Configuration updated', message: expect.stringContaining('(Sole trader)') });

    await bus.publish('business-model.changed', { modelName: 'Sole trader', companyIds: [acme] });
    await eventually(() => expect(a.notifications).toEqual([changed]));
    await sleep(200);
    expect(g.notifications).toEqual([]);

    await bus.publish('business-model.changed', { modelName: 'Sole trader', companyIds: null });
    await eventually(() => expect(g.notifications).toEqual([changed]));
    await eventually(() => expect(a.notifications).toHaveLength(2));
    await sleep(200);
    expect(ad.notifications).toEqual([]);
    await Promise.all([a, g, ad].map((c) => c.stop()));
  });
});
