import { Company } from '../src/companies/entities/company.entity';
import { hashToken } from '../src/invitations/invitation-rules';
import { UserManagementService } from '../src/user-management/user-management.service';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { recordingMailer, RecordingMailer, tokenFromLink } from './support/overrides';

const NO_SMTP =
  'No active SMTP configuration: the password reset email cannot be sent. Configure and activate one in System Settings > SMTP Configuration.';

describe('admin user management and password reset', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature], overrides: [recordingMailer()] });
    admin = await t.createUser({ role: 'Admin', firstName: 'Ada', lastName: 'Admin' });
    acmeId = (await t.dataSource.getRepository(Company).save({ name: 'Acme Ltd', subscriptionStartDate: new Date() })).id;
  });
  afterAll(() => t.close());
  beforeEach(() => RecordingMailer.reset());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => t.http.put(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const employee = await t.createUser({ role: 'Employee', companyId: acmeId });
    const id = employee.id;
    for (const [method, path] of [
      ['get', '/api/admin/user-management'],
      ['put', `/api/admin/user-management/${id}/toggle-status`],
      ['post', `/api/admin/user-management/${id}/reset-password`],
    ] as const) {
      await t.http[method](path).expect(401);
      expect((await t.http[method](path).set('Authorization', `Bearer ${employee.token}`).expect(403)).body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
  });

  it('GET lists every user with companyName (and no secrets)', async () => {
    const employee = await t.createUser({ role: 'Employee', companyId: acmeId, firstName: 'Eve', lastName: 'Worker', emailConfirmed: false });
    const response = await as(admin.token).get('/api/admin/user-management').expect(200);
    expect(response.body).toEqual(
      expect.arrayContaining([
        {
          id: employee.id,
          firstName: 'Eve',
          lastName: 'Worker',
          email: employee.email,
          emailConfirmed: false,
          role: 'Employee',
          companyId: acmeId,
          companyName: 'Acme Ltd',
          isActive: true,
          lastLoginDate: expect.any(String),
          createdAt: expect.any(String),
        },
        expect.objectContaining({ id: admin.id, role: 'Admin', companyId: null, companyName: null }),
      ]),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/password|session/i);
  });

  it('deactivation ends the user\'s sessions; reactivation does not revive old tokens', async () => {
    const employee = await t.createUser({ role: 'Employee', companyId: acmeId });
    await as(employee.token).get('/api/auth/me').expect(200);
    const off = await as(admin.token).put(`/api/admin/user-management/${employee.id}/toggle-status`).expect(200);
    expect(off.body).toEqual({ message: 'User deactivated successfully', isActive: false });
    await as(employee.token).get('/api/auth/me').expect(401);
    await t.http.post('/api/auth/login').send({ email: employee.email, password: employee.password }).expect(401);

    const on = await as(admin.token).put(`/api/admin/user-management/${employee.id}/toggle-status`).expect(200);
    expect(on.body).toEqual({ message: 'User reactivated successfully', isActive: true });
    await as(employee.token).get('/api/auth/me').expect(401);
    const fresh = await t.signIn(employee.email, employee.password);
    await as(fresh).get('/api/auth/me').expect(200);
  });

  it('an admin cannot deactivate their own account (400 with the reason)', async () => {
    const response = await as(admin.token).put(`/api/admin/user-management/${admin.id}/toggle-status`).expect(400);
    expect(response.body).toEqual({ message: 'You cannot deactivate your own account' });
  });

  it('the last active admin cannot be deactivated (400 with the reason)', async () => {
    const other = await t.createUser({ role: 'Admin' });
    // Two admins deactivating each other at once: one succeeds, the other is refused; one admin stays active.
    const results = await Promise.all([
      as(admin.token).put(`/api/admin/user-management/${other.id}/toggle-status`),
      as(other.token).put(`/api/admin/user-management/${admin.id}/toggle-status`),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM companies.users WHERE role = 'Admin' AND is_active`);
    expect(count).toBe(1);
    const [{ id: remaining }] = await t.dataSource.query(`SELECT id FROM companies.users WHERE role = 'Admin' AND is_active`);
    const deactivated = remaining === admin.id ? other.id : admin.id;

    // The rule itself, deterministically: the only active admin, asked by someone else.
    await expect(t.app.get(UserManagementService).toggleStatus(remaining, deactivated)).rejects.toThrow('You cannot deactivate the last active administrator');

    // Restore both admins for the following tests.
    await t.dataSource.query(`UPDATE companies.users SET is_active = true WHERE id = $1`, [deactivated]);
    if (remaining !== admin.id) admin.token = await t.signIn(admin.email, admin.password);
  });

  it('404 for an unknown user', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await as(admin.token).put(`/api/admin/user-management/${missing}/toggle-status`).expect(404)).body).toEqual({ message: 'User not found' });
    expect((await as(admin.token).post(`/api/admin/user-management/${missing}/reset-password`).expect(404)).body).toEqual({ message: 'User not found' });
    await as(admin.token).put('/api/admin/user-management/123/toggle-status').expect(404);
  });

  it('reset-password e-mails a single-use link valid 1 hour, stored hashed; redeeming it signs in and ends old sessions', async () => {
    const user = await t.createUser({ role: 'Manager', companyId: acmeId, firstName: 'Max' });
    const response = await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(200);
    expect(response.body).toEqual({ message: 'Password reset email sent successfully' });
    expect(RecordingMailer.sent).toHaveLength(1);
    expect(RecordingMailer.sent[0].to).toBe(user.email);
    const token = tokenFromLink(RecordingMailer.sent[0].text, '/reset-password');

    const rows = await t.dataSource.query(`SELECT token_hash, expires_at - created_at AS lifetime, used_at FROM companies.password_reset_tokens WHERE user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const reset = await t.http.post('/api/auth/reset-password').send({ token, password: 'N3w-password-phrase' }).expect(200);
    expect(reset.body.user).toEqual(expect.objectContaining({ id: user.id, email: user.email }));
    await as(reset.body.token).get('/api/auth/me').expect(200);
    await as(user.token).get('/api/auth/me').expect(401);
    await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await t.signIn(user.email, 'N3w-password-phrase');

    expect((await t.http.post('/api/auth/reset-password').send({ token, password: 'An0ther-one-phrase' }).expect(400)).body).toEqual({ message: 'This password reset link has already been used.' });
  });

  it('a reset link expires after 1 hour and a newer link replaces older ones', async () => {
    const user = await t.createUser({ role: 'Employee', companyId: acmeId });
    await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(200);
    await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(200);
    const [first, second] = RecordingMailer.sent.map((m) => tokenFromLink(m.text, '/reset-password'));
    expect((await t.http.post('/api/auth/reset-password').send({ token: first, password: 'N3w-password-phrase' }).expect(400)).body.message).toMatch(/already been used/);
    const [{ lifetime }] = await t.dataSource.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS lifetime FROM companies.password_reset_tokens WHERE token_hash = $1`,
      [hashToken(second)],
    );
    expect(lifetime).toBe(3600);
    await t.dataSource.query(`UPDATE companies.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(second)]);
    expect((await t.http.post('/api/auth/reset-password').send({ token: second, password: 'N3w-password-phrase' }).expect(400)).body).toEqual({
      message: 'This password reset link has expired. Please ask your administrator for a new one.',
    });
    expect((await t.http.post('/api/auth/reset-password').send({ token: 'nope', password: 'N3w-password-phrase' }).expect(400)).body).toEqual({ message: 'This password reset link is invalid.' });
    const weak = await t.http.post('/api/auth/reset-password').send({ token: 'nope', password: 'weak' }).expect(400);
    expect(weak.body.errors).toEqual({ password: ['Password must be 12 to 128 characters long'] });
    const mismatch = await t.http.post('/api/auth/reset-password').send({ token: 'nope', password: 'N3w-password-phrase', confirmPassword: 'other' }).expect(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('reset-password answers 409 when no SMTP configuration is active, leaving no usable token', async () => {
    const user = await t.createUser({ role: 'Employee', companyId: acmeId });
    RecordingMailer.reset('not-configured');
    const response = await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(409);
    expect(response.body).toEqual({ message: NO_SMTP });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM companies.password_reset_tokens WHERE user_id = $1`, [user.id]);
    expect(count).toBe(0);
    RecordingMailer.reset('fail');
    const failed = await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(502);
    expect(failed.body.message).toMatch(/^The password reset email could not be sent: Connection refused/);
  });

  it('reset-password is refused for an inactive user (400)', async () => {
    const user = await t.createUser({ role: 'Employee', companyId: acmeId });
    await as(admin.token).put(`/api/admin/user-management/${user.id}/toggle-status`).expect(200);
    const response = await as(admin.token).post(`/api/admin/user-management/${user.id}/reset-password`).expect(400);
    expect(response.body).toEqual({ message: 'Cannot send a password reset email to an inactive user. Reactivate the user first.' });
  });
});
