import { HttpTransportType } from '@microsoft/signalr';
import { randomUUID } from 'crypto';
import { NotificationScheduler } from '../src/notifications/notification-scheduler';
import { eventually, HubClient, sleep, startHubClient } from '@app/nest-testing';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { NotificationsService } from '../src/notifications/notifications.service';
import { createLiveTestApp, LiveTestApp } from './support/technical-test-app';

process.env.NOTIFICATION_SCHEDULER_INTERVAL_MS = '200';

type Client = HubClient;

describe('system notifications (POST /api/technical/send-notification, delivery, receipts, stats)', () => {
  let t: LiveTestApp;
  let admin: { id: string; token: string };
  let m1: { id: string; token: string };
  let e1: { id: string; token: string };
  let e2: { id: string; token: string };
  let c1: string;
  let c2: string;
  const clients: Client[] = [];

  const send = (token: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/technical/send-notification')
      .set('Authorization', `Bearer ${token}`)
      .send({ type: 'Info', scope: 'AllUsers', targetCompanyIds: [], targetUserIds: [], scheduledFor: null, expiresAt: null, ...body });
  const open = async (token: string, transport?: HttpTransportType) => {
    const c = await startHubClient(t.url, token, { transport: transport });
    clients.push(c);
    return c;
  };
  const titles = (c: Client) => c.notifications.map((n) => n.title);

  beforeAll(async () => {
    t = await createLiveTestApp();
    const company = async (name: string) =>
      ((await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[])[0].id;
    c1 = await company('Acme');
    c2 = await company('Globex');
    admin = await t.createUser({ role: 'Admin' });
    m1 = await t.createUser({ role: 'Manager', companyId: c1 });
    e1 = await t.createUser({ role: 'Employee', companyId: c1 });
    e2 = await t.createUser({ role: 'Employee', companyId: c2 });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await t.close();
  });

  it('is Admin only: 401 without a token, 403 for other roles', async () => {
    for (const path of ['system-status', 'system-metrics', 'notification-stats']) {
      await t.http.get(`/api/technical/${path}`).expect(401);
      const denied = await t.http.get(`/api/technical/${path}`).set('Authorization', `Bearer ${m1.token}`).expect(403);
      expect(denied.body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
    await send('', { title: 'x', message: 'y' }).set('Authorization', '').expect(401);
    await send(e1.token, { title: 'x', message: 'y' }).expect(403);
    await t.http.post(`/api/notifications/${randomUUID()}/read`).expect(401);
  });

  it('validates the notification (400 with per-field errors)', async () => {
    const errorsOf = async (body: Record<string, unknown>) => (await send(admin.token, body).expect(400)).body.errors;
    expect(await errorsOf({ title: '', message: '' })).toEqual({ title: ['Title is required'], message: ['Message is required'] });
    expect(await errorsOf({ title: 'T', message: 'M', type: 'Loud' })).toEqual({ type: ['Type must be one of Info, Success, Warning, Error, Maintenance'] });
    expect(await errorsOf({ title: 'T', message: 'M', scope: 'Everyone' })).toEqual({
      scope: ['Scope must be one of AllUsers, AdminOnly, CompanySpecific, SpecificUsers'],
    });
    expect(await errorsOf({ title: 'T', message: 'M', scope: 'CompanySpecific' })).toEqual({
      targetCompanyIds: ['Select at least one company for a company-specific notification'],
    });
    expect(await errorsOf({ title: 'T', message: 'M', scope: 'SpecificUsers' })).toEqual({
      targetUserIds: ['Select at least one user for a user-specific notification'],
    });
    expect(await errorsOf({ title: 'T', message: 'M', scope: 'SpecificUsers', targetUserIds: ['nope'] })).toEqual({
      targetUserIds: ['Each target user must be a user id'],
    });
    const soon = Date.now() + 3_600_000;
    expect(
      await errorsOf({ title: 'T', message: 'M', scheduledFor: new Date(soon).toISOString(), expiresAt: new Date(soon - 60_000).toISOString() }),
    ).toEqual({ expiresAt: ['Expires At must be after Schedule For'] });
    expect(await errorsOf({ title: 'T', message: 'M', expiresAt: new Date(Date.now() - 1000).toISOString() })).toEqual({
      expiresAt: ['Expires At must be in the future'],
    });
    expect(await errorsOf({ title: 'T', message: 'M', scheduledFor: 'tomorrow' })).toEqual({ scheduledFor: ['Schedule For must be a date and time'] });
    expect((await t.http.get('/api/technical/notification-stats').set('Authorization', `Bearer ${admin.token}`)).body.totalNotifications).toBe(0);
  });

  it('delivers live by scope, each notification exactly once to exactly the right users (WebSockets and SSE)', async () => {
    const a = await open(admin.token);
    const m = await open(m1.token, HttpTransportType.ServerSentEvents);
    const x = await open(e1.token);
    const y = await open(e2.token, HttpTransportType.ServerSentEvents);

    expect((await send(admin.token, { title: 'all', message: 'to everyone' }).expect(201)).body).toEqual({ id: expect.any(String), status: 'Sent' });
    await send(admin.token, { title: 'admins', message: 'admins only', scope: 'AdminOnly', type: 'Warning' }).expect(201);
    await send(admin.token, { title: 'acme', message: 'company c1', scope: 'CompanySpecific', targetCompanyIds: [c1] }).expect(201);
    await send(admin.token, { title: 'e2', message: 'one user', scope: 'SpecificUsers', targetUserIds: [e2.id], type: 'Maintenance' }).expect(201);

    await eventually(() => expect(titles(y)).toEqual(['all', 'e2']));
    await eventually(() => expect(titles(a)).toEqual(['all', 'admins']));
    await eventually(() => expect(titles(m)).toEqual(['all', 'acme']));
    await eventually(() => expect(titles(x)).toEqual(['all', 'acme']));
    await sleep(200); // nothing more arrives
    expect([titles(a), titles(m), titles(x), titles(y)]).toEqual([
      ['all', 'admins'],
      ['all', 'acme'],
      ['all', 'acme'],
      ['all', 'e2'],
    ]);
    expect(y.notifications[1]).toEqual({
      id: expect.any(String),
      type: 'Maintenance',
      title: 'e2',
      message: 'one user',
      requiresAction: false,
      actionUrl: null,
      createdAt: expect.any(String),
      expiresAt: null,
    });
    // A second connection of a user who just received them gets no replay, though the receipts are written behind the
    // delivery: a connection's replay first stores what its instance has pending.
    const again = await open(e2.token);
    await sleep(200);
    expect(titles(again)).toEqual([]);
    // One receipt per (notification, user) reached: 4 + 1 + 2 + 1.
    const receipts = async () => ((await t.dataSource.query(`SELECT count(*)::int AS n FROM technical.notification_receipts`)) as { n: number }[])[0].n;
    await eventually(async () => expect(await receipts()).toBe(8));
    // Admin screens get a StatusUpdate when notifications change.
    await eventually(() => expect(a.statusUpdates).toContainEqual({ reason: 'notifications', checkedAt: expect.any(String) }));
    expect(x.statusUpdates).toEqual([]);
    await Promise.all([a, m, x, y, again].map((c) => c.stop()));
  });

  it('offline users get their still-active notifications when they next connect, once; expired ones never', async () => {
    await send(admin.token, { title: 'while away', message: 'm', scope: 'SpecificUsers', targetUserIds: [e1.id] }).expect(201);
    await send(admin.token, { title: 'short-lived', message: 'm', scope: 'SpecificUsers', targetUserIds: [e1.id], expiresAt: new Date(Date.now() + 300).toISOString() }).expect(201);
    await sleep(400);
    const x = await open(e1.token);
    await eventually(() => expect(titles(x)).toEqual(['while away']));
    await x.stop();
    const x2 = await open(e1.token);
    await sleep(200);
    expect(titles(x2)).toEqual([]);
    await x2.stop();
  });

  it('delivers a scheduled notification at its time, once, with schedulers racing; expired scheduled ones never', async () => {
    const y = await open(e2.token);
    const at = Date.now() + 1500;
    const response = await send(admin.token, { title: 'later', message: 'm', scope: 'SpecificUsers', targetUserIds: [e2.id], scheduledFor: new Date(at).toISOString() }).expect(201);
    expect(response.body.status).toBe('Scheduled');
    const other = new NotificationScheduler(t.app.get(NotificationsRepository), t.app.get(NotificationsService), { intervalMs: 0 });
    expect(await other.runOnce()).toBe(0);
    await sleep(300);
    expect(titles(y)).toEqual([]);

    // Never-dispatched and already expired (e.g. the server was down the whole time): claimed but not delivered.
    await t.dataSource.query(
      `INSERT INTO technical.notifications (title, message, type, scope, target_user_ids, scheduled_for, expires_at)
       VALUES ('stale', 'm', 'Info', 'SpecificUsers', $1::uuid[], now() - interval '2 hours', now() - interval '1 hour')`,
      [[e2.id]],
    );
    await sleep(Math.max(0, at - Date.now()));
    // The app's own timer (every 200 ms) and two more schedulers race for the same rows.
    const counts = await Promise.all([other.runOnce(), t.app.get(NotificationScheduler).runOnce(), other.runOnce()]);
    await eventually(() => expect(titles(y)).toEqual(['later']));
    await sleep(500);
    expect(titles(y)).toEqual(['later']);
    expect(counts.reduce((s, n) => s + n, 0)).toBeLessThanOrEqual(1);
    const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM technical.notifications WHERE dispatched_at IS NULL`);
    expect(row.n).toBe(0);
    await y.stop();
  });

  it('marks notifications read for their recipients only, and reports statistics', async () => {
    const [all] = await t.dataSource.query(`SELECT id FROM technical.notifications WHERE title = 'all'`);
    const [admins] = await t.dataSource.query(`SELECT id FROM technical.notifications WHERE title = 'admins'`);
    const stats = async () => (await t.http.get('/api/technical/notification-stats').set('Authorization', `Bearer ${admin.token}`).expect(200)).body;
    const before = await stats();
    expect(before).toEqual({ totalNotifications: 8, unreadNotifications: expect.any(Number), activeNotifications: 6, expiredNotifications: 2 });

    await t.http.post(`/api/notifications/${all.id}/read`).set('Authorization', `Bearer ${e1.token}`).expect(204);
    await t.http.post(`/api/notifications/${all.id}/read`).set('Authorization', `Bearer ${e1.token}`).expect(204);
    expect((await stats()).unreadNotifications).toBe(before.unreadNotifications - 1);
    expect((await t.http.post(`/api/notifications/${admins.id}/read`).set('Authorization', `Bearer ${e1.token}`).expect(404)).body).toEqual({
      message: 'Notification not found',
    });
    await t.http.post(`/api/notifications/${randomUUID()}/read`).set('Authorization', `Bearer ${e1.token}`).expect(404);
    await t.http.post(`/api/notifications/not-a-uuid/read`).set('Authorization', `Bearer ${e1.token}`).expect(404);
  });

  it('delivers notifications published by other modules through the event bus, once per event id', async () => {
    const { EventBus } = await import('@app/nest-common');
    const bus = t.app.get(EventBus);
    const x = await open(e1.token);
    const event = { eventId: 'payroll-run-42', type: 'PayrollProcessed', title: 'Payroll processed', message: 'March payroll', scope: 'CompanySpecific' as const, targetCompanyIds: [c1], requiresAction: true, actionUrl: '/payroll/42' };
    await bus.publish('notification.send', event);
    await bus.publish('notification.send', event);
    await eventually(() => expect(titles(x)).toEqual(['Payroll processed']));
    await sleep(200);
    expect(x.notifications).toEqual([expect.objectContaining({ type: 'PayrollProcessed', requiresAction: true, actionUrl: '/payroll/42' })]);
    // Transient type broadcasts reach only subscribed connections.
    await x.invoke('SubscribeToNotificationType', 'ExpenseCreated');
    await bus.publish('notification.broadcast', { type: 'ExpenseCreated', title: 'Expense', message: 'e' });
    await bus.publish('notification.broadcast', { type: 'ExpenseDeleted', title: 'Deleted', message: 'e' });
    await eventually(() => expect(titles(x)).toEqual(['Payroll processed', 'Expense']));
    await x.invoke('UnsubscribeFromNotificationType', 'ExpenseCreated');
    await bus.publish('notification.broadcast', { type: 'ExpenseCreated', title: 'Expense 2', message: 'e' });
    await sleep(200);
    expect(titles(x)).toEqual(['Payroll processed', 'Expense']);
    await x.stop();
  });
});
