import { DataSource } from 'typeorm';
import { SessionDirectory } from '@app/nest-auth';
import { EventBus } from '@app/nest-common';
import { createTestApp, eventually, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { Company } from '../src/companies/entities/company.entity';
import { User } from '../src/users/entities/user.entity';
import { announceCompanyChange, announceUserChange } from './support/announce';

describe('authentication and session (companies module)', () => {
  let t: TestApp;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
    const company = await t.dataSource.getRepository(Company).save({ name: 'Acme', subscriptionStartDate: new Date() });
    companyId = company.id;
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });

  it('signs in with e-mail in any case, answers token and the user, records the login date', async () => {
    const user = await t.createUser({ role: 'Manager', companyId, email: 'Mixed.Case@Test.example', firstName: 'Mia', lastName: 'Case' });
    const response = await login('MIXED.case@test.example', user.password).expect(200);
    expect(typeof response.body.token).toBe('string');
    expect(response.body.user).toEqual({
      id: user.id,
      firstName: 'Mia',
      lastName: 'Case',
      email: 'mixed.case@test.example',
      emailConfirmed: true,
      role: 'Manager',
      companyId,
      companyName: 'Acme',
      isActive: true,
      lastLoginDate: expect.any(String),
      createdAt: expect.any(String),
      businessModelConfig: expect.objectContaining({ name: 'Limited company', features: expect.objectContaining({ payroll: true }) }),
    });
    const claims = JSON.parse(Buffer.from(response.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toEqual(expect.objectContaining({ sub: user.id, sv: 0, exp: expect.any(Number) }));
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it('does not attach a business model to admins', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const response = await login(admin.email, admin.password).expect(200);
    expect(response.body.user.role).toBe('Admin');
    expect(response.body.user).not.toHaveProperty('businessModelConfig');
  });

  it('refuses a wrong password or unknown e-mail with 401 { message }', async () => {
    const user = await t.createUser({ role: 'Employee', companyId });
    expect((await login(user.email, 'wrong').expect(401)).body).toEqual({ message: 'Invalid email or password.' });
    expect((await login('nobody@test.example', 'whatever').expect(401)).body).toEqual({ message: 'Invalid email or password.' });
  });

  it('validates the payload with per-field errors', async () => {
    const response = await t.http.post('/api/auth/login').send({ email: '' }).expect(400);
    expect(response.body.errors).toEqual({ email: ['Email is required'], password: expect.arrayContaining(['Password is required']) });
  });

  it('refuses an inactive user and a non-admin of an inactive company', async () => {
    const inactive = await t.createUser({ role: 'Manager', companyId, isActive: false });
    expect((await login(inactive.email, inactive.password).expect(401)).body.message).toMatch(/deactivated/);

    const closed = await t.dataSource.getRepository(Company).save({ name: 'Closed Ltd', subscriptionStartDate: new Date() });
    const employee = await t.createUser({ role: 'Employee', companyId: closed.id });
    await t.dataSource.getRepository(Company).update(closed.id, { isActive: false });
    expect((await login(employee.email, employee.password).expect(403)).body.message).toMatch(/company account is inactive/);
  });

  it('throttles after 5 failures for one e-mail and IP within 15 minutes, and a success resets the count', async () => {
    const user = await t.createUser({ role: 'Employee', companyId });
    for (let i = 0; i < 4; i++) await login(user.email, 'bad').expect(401);
    await login(user.email, user.password).expect(200);
    for (let i = 0; i < 5; i++) await login(user.email, 'bad').expect(401);
    const blocked = await login(user.email, user.password).expect(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again after \d\d:\d\d UTC\.$/);
    // Counters live in the database: once the window has passed, sign-in works again.
    await t.dataSource.query(`UPDATE companies.sign_in_counters SET window_started_at = window_started_at - interval '16 minutes'`);
    await login(user.email, user.password).expect(200);
  });

  describe('throttling under concurrency (each case from its own client address)', () => {
    const loginFrom = (address: string, email: string, password: string) =>
      t.http.post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
    const statuses = async (requests: Promise<{ status: number }>[]) => {
      const counts: Record<number, number> = {};
      for (const r of await Promise.all(requests)) counts[r.status] = (counts[r.status] ?? 0) + 1;
      return counts;
    };

    it('200 concurrent wrong passwords for one account: at most 5 are evaluated, the rest answer 429', async () => {
      const user = await t.createUser({ role: 'Employee', companyId });
      const counts = await statuses(Array.from({ length: 200 }, () => loginFrom('203.0.113.10', user.email, 'wrong-guess')));
      expect(counts).toEqual({ 401: 5, 429: 195 });
    });

    it('100 concurrent guesses with the right password last: it is never evaluated', async () => {
      const user = await t.createUser({ role: 'Employee', companyId });
      const guesses = Array.from({ length: 99 }, (_, i) => loginFrom('203.0.113.11', user.email, `guess-${i}`));
      guesses.push(loginFrom('203.0.113.11', user.email, user.password));
      const counts = await statuses(guesses);
      expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
      expect(counts[429]).toBeGreaterThanOrEqual(95);
    });

    it('counts an account across addresses and e-mail case: a lockout holds for the right password from a new address', async () => {
      const user = await t.createUser({ role: 'Employee', companyId });
      const counts = await statuses(
        Array.from({ length: 60 }, (_, i) => loginFrom(`198.51.100.${i % 12}`, i % 2 ? user.email.toUpperCase() : user.email, 'wrong')),
      );
      expect(counts).toEqual({ 401: 5, 429: 55 });
      const blocked = await loginFrom('198.51.100.200', user.email, user.password).expect(429);
      expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again after \d\d:\d\d UTC\.$/);
    });

    it('limits one address across accounts (password spraying) to 20 evaluated attempts', async () => {
      const counts = await statuses(Array.from({ length: 30 }, (_, i) => loginFrom('192.0.2.50', `sprayed-${i}@test.example`, 'Summer2026!')));
      expect(counts).toEqual({ 401: 20, 429: 10 });
      // Another address is not affected.
      const user = await t.createUser({ role: 'Employee', companyId });
      await loginFrom('192.0.2.51', user.email, user.password).expect(200);
    });

    it("a success resets only its own account's count", async () => {
      const [a, b] = [await t.createUser({ role: 'Employee', companyId }), await t.createUser({ role: 'Employee', companyId })];
      for (let i = 0; i < 4; i++) await loginFrom('192.0.2.60', a.email, 'bad').expect(401);
      for (let i = 0; i < 5; i++) await loginFrom('192.0.2.60', b.email, 'bad').expect(401);
      await loginFrom('192.0.2.60', a.email, a.password).expect(200);
      await loginFrom('192.0.2.60', b.email, b.password).expect(429);
      for (let i = 0; i < 5; i++) await loginFrom('192.0.2.60', a.email, 'bad').expect(401);
      await loginFrom('192.0.2.60', a.email, 'bad').expect(429);
    });
  });

  it('GET /api/auth/me answers the current user; without a token 401', async () => {
    const user = await t.createUser({ role: 'Manager', companyId });
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(200);
    expect(me.body).toEqual(expect.objectContaining({ id: user.id, role: 'Manager', companyName: 'Acme', businessModelConfig: expect.any(Object) }));
    expect((await t.http.get('/api/auth/me').expect(401)).body).toEqual({ message: 'Authentication required' });
    await t.http.get('/api/auth/me').set('Authorization', 'Bearer not-a-jwt').expect(401);
  });

  it('GET /api/userpreferences answers the stored locale, en-GB by default', async () => {
    const user = await t.createUser({ role: 'Employee', companyId });
    const get = () => t.http.get('/api/userpreferences').set('Authorization', `Bearer ${user.token}`).expect(200);
    expect((await get()).body).toEqual({ locale: 'en-GB' });
    await t.dataSource.query(`INSERT INTO companies.user_preferences (user_id, locale) VALUES ($1, 'fr-FR')`, [user.id]);
    expect((await get()).body).toEqual({ locale: 'fr-FR' });
  });

  it('GET /api/businessmodel: 200 for a manager (company model over the default), 403 for an admin', async () => {
    const manager = await t.createUser({ role: 'Manager', companyId });
    const admin = await t.createUser({ role: 'Admin' });
    const get = (token: string) => t.http.get('/api/businessmodel').set('Authorization', `Bearer ${token}`);
    expect((await get(manager.token).expect(200)).body).toEqual(expect.objectContaining({ name: 'Limited company' }));
    await t.dataSource.query(`UPDATE companies.companies SET business_model_id = (SELECT id FROM companies.business_models WHERE name = 'Sole trader') WHERE id = $1`, [companyId]);
    expect((await get(manager.token).expect(200)).body).toEqual(expect.objectContaining({ name: 'Sole trader', features: expect.objectContaining({ payroll: false }) }));
    await get(admin.token).expect(403);
  });

  // Changes made through this instance's endpoints are covered in user-management.spec.ts and company-admin.spec.ts;
  // here another instance of the module writes the rows and announces them on the event bus.
  it('ends sessions at once when a user is deactivated, their session version changes or their company closes', async () => {
    const me = (token: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    const users = t.dataSource.getRepository(User);

    const a = await t.createUser({ role: 'Employee', companyId });
    await me(a.token).expect(200);
    await users.update(a.id, { isActive: false });
    await announceUserChange(t, a.id);
    await me(a.token).expect(401);

    const b = await t.createUser({ role: 'Employee', companyId });
    await users.increment({ id: b.id }, 'sessionVersion', 1);
    await announceUserChange(t, b.id);
    await me(b.token).expect(401);

    const other = await t.dataSource.getRepository(Company).save({ name: 'Soon Closed', subscriptionStartDate: new Date() });
    const c = await t.createUser({ role: 'Manager', companyId: other.id });
    await me(c.token).expect(200);
    await t.dataSource.getRepository(Company).update(other.id, { isActive: false });
    await announceCompanyChange(t, other.id);
    await me(c.token).expect(401);
  });

  it('reads the role from the database, not the token', async () => {
    const user = await t.createUser({ role: 'Admin' });
    await t.http.get('/api/admin/subscription-plans').set('Authorization', `Bearer ${user.token}`).expect(200);
    await t.app.get(DataSource).getRepository(User).update(user.id, { role: 'Manager' });
    await announceUserChange(t, user.id);
    await t.http.get('/api/admin/subscription-plans').set('Authorization', `Bearer ${user.token}`).expect(403);
  });

  it('answers session state from memory after the first read, and reads again once the change is announced', async () => {
    const user = await t.createUser({ role: 'Employee', companyId });
    const sessions = t.app.get(SessionDirectory);
    const before = await sessions.find(user.id);
    expect(before).toEqual({ userId: user.id, email: user.email, role: 'Employee', companyId, isActive: true, sessionVersion: 0, companyActive: true, endedSessions: [] });
    await t.dataSource.getRepository(User).update(user.id, { isActive: false });
    expect(await sessions.find(user.id)).toEqual(before); // no database round trip
    await announceUserChange(t, user.id);
    expect(await sessions.find(user.id)).toEqual({ ...before, isActive: false });
  });

  it('GET /api/auth/me answers from the same memory; a sign-in (here or on another instance) refreshes it', async () => {
    const user = await t.createUser({ role: 'Admin', firstName: 'Ann', lastName: 'Before' });
    const me = async () => (await t.http.get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(200)).body;
    const first = await me();
    expect(first).toMatchObject({ id: user.id, firstName: 'Ann', lastName: 'Before', role: 'Admin', companyName: null, lastLoginDate: expect.any(String) });
    await t.dataSource.getRepository(User).update(user.id, { lastName: 'After' });
    expect((await me()).lastName).toBe('Before'); // no database round trip

    // Another instance signed the user in: it announces the profile change, this instance reads again.
    await t.app.get(EventBus).publish('user.profile-changed', { userId: user.id });
    await eventually(async () => expect((await me()).lastName).toBe('After'));

    // A sign-in through this instance shows its date at once.
    await t.dataSource.getRepository(User).update(user.id, { lastName: 'Again' });
    const signedIn = (await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200)).body;
    const now = await me();
    expect(now.lastName).toBe('Again');
    expect(new Date(now.lastLoginDate).getTime()).toBeGreaterThan(new Date(first.lastLoginDate).getTime());
    expect(signedIn.user.lastLoginDate).toBe(now.lastLoginDate);
  });
});
