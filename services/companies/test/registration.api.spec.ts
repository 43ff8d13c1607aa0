import { Company } from '../src/companies/entities/company.entity';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { recordingMailer, RecordingMailer } from './support/overrides';

describe('registration through invitations (public auth endpoints)', () => {
  let t: TestApp;
  let admin: string;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature], overrides: [recordingMailer()] });
    admin = (await t.createUser({ role: 'Admin' })).token;
    acmeId = (await t.dataSource.getRepository(Company).save({ name: 'Acme Ltd', subscriptionStartDate: new Date() })).id;
  });
  afterAll(() => t.close());
  beforeEach(() => RecordingMailer.reset());

  const inviteUser = async (email: string, role = 'Employee', companyId = acmeId) =>
    (await t.http.post('/api/admin/invite-user-to-company').set('Authorization', `Bearer ${admin}`).send({ email, companyId, role }).expect(201)).body.invitation;
  const inviteCompany = async (email: string) =>
    (await t.http.post('/api/admin/invite-company-creation').set('Authorization', `Bearer ${admin}`).send({ email }).expect(201)).body.invitation;
  const person = { firstName: 'Rita', lastName: 'Jones', password: 'Str0ng-pass-phrase' };

  it('GET /api/auth/invitation previews a valid token without signing in; 400 otherwise', async () => {
    const invitation = await inviteUser('preview@example.com', 'Manager');
    const preview = await t.http.get('/api/auth/invitation').query({ token: invitation.token }).expect(200);
    expect(preview.body).toEqual({ email: 'preview@example.com', type: 'User', companyName: 'Acme Ltd', role: 'Manager', expiresAt: invitation.expiresAt });
    expect((await t.http.get('/api/auth/invitation').query({ token: 'nope' }).expect(400)).body).toEqual({ message: 'This invitation link is invalid.' });
    await t.http.get('/api/auth/invitation').expect(400);
  });

  it('POST /api/auth/register creates the user in the invited company and answers {token, user}', async () => {
    const invitation = await inviteUser('rita@example.com', 'Manager');
    const response = await t.http.post('/api/auth/register').send({ token: invitation.token, ...person }).expect(200);
    expect(response.body.user).toEqual(
      expect.objectContaining({ email: 'rita@example.com', firstName: 'Rita', lastName: 'Jones', role: 'Manager', companyId: acmeId, companyName: 'Acme Ltd', isActive: true, emailConfirmed: true }),
    );
    const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`).expect(200);
    expect(me.body.id).toBe(response.body.user.id);
    // Can sign in with the chosen password.
    await t.signIn('rita@example.com', person.password);
    const [row] = await t.dataSource.query(`SELECT is_used, used_by_user_id FROM companies.invitations WHERE id = $1`, [invitation.id]);
    expect(row).toEqual({ is_used: true, used_by_user_id: response.body.user.id });
  });

  it('an invitation whose link was never e-mailed leaves the e-mail unconfirmed', async () => {
    RecordingMailer.reset('not-configured');
    const invitation = await inviteUser('copied@example.com');
    const response = await t.http.post('/api/auth/register').send({ token: invitation.token, ...person }).expect(200);
    expect(response.body.user).toEqual(expect.objectContaining({ role: 'Employee', emailConfirmed: false }));
  });

  it('used, revoked, expired, unknown or wrong-kind tokens are refused with 400 and a message', async () => {
    const used = await inviteUser('used@example.com');
    await t.http.post('/api/auth/register').send({ token: used.token, ...person }).expect(200);
    expect((await t.http.post('/api/auth/register').send({ token: used.token, ...person }).expect(400)).body).toEqual({ message: 'This invitation has already been used.' });

    const revoked = await inviteUser('revoked@example.com');
    await t.http.post(`/api/admin/invitations/${revoked.id}/revoke`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await t.http.post('/api/auth/register').send({ token: revoked.token, ...person }).expect(400)).body.message).toMatch(/revoked/);

    const expired = await inviteUser('expired@example.com');
    await t.dataSource.query(`UPDATE companies.invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    expect((await t.http.post('/api/auth/register').send({ token: expired.token, ...person }).expect(400)).body.message).toMatch(/expired/);

    expect((await t.http.post('/api/auth/register').send({ token: 'unknown-token', ...person }).expect(400)).body).toEqual({ message: 'This invitation link is invalid.' });

    const companyInvite = await inviteCompany('owner.wrong.page@example.com');
    expect((await t.http.post('/api/auth/register').send({ token: companyInvite.token, ...person }).expect(400)).body.message).toMatch(/onboarding/);
    const userInvite = await inviteUser('user.wrong.page@example.com');
    expect((await t.http.post('/api/auth/register-with-company').send({ token: userInvite.token, ...person, companyName: 'X' }).expect(400)).body.message).toMatch(/registration page/);
  });

  it('validates the payload (400 with per-field messages)', async () => {
    const response = await t.http.post('/api/auth/register').send({ token: 'x', firstName: '', lastName: 'J', password: 'short' }).expect(400);
    expect(response.body.errors).toEqual({
      firstName: ['First name is required'],
      password: ['Password must be 12 to 128 characters long'],
    });
    const company = await t.http.post('/api/auth/register-with-company').send({ token: 'x', ...person }).expect(400);
    expect(company.body.errors).toEqual({ companyName: expect.arrayContaining(['Company name is required']) });
  });

  it('accepts any Unicode of 12 to 128 characters, refuses common passwords, and checks the form\'s email and confirmation', async () => {
    const errorsOf = async (body: object) => (await t.http.post('/api/auth/register').send({ token: 'x', firstName: 'A', lastName: 'B', ...body }).expect(400)).body.errors;
    expect(await errorsOf({ password: 'password1234' })).toEqual({ password: ['This password is one of the most common passwords: choose one that is harder to guess'] });
    expect(await errorsOf({ password: 'QWERTYUIOP123' })).toEqual({ password: ['This password is one of the most common passwords: choose one that is harder to guess'] });
    expect(await errorsOf({ password: 'aaaaaaa1' })).toEqual({ password: ['Password must be 12 to 128 characters long'] });
    expect(await errorsOf({ password: 'x'.repeat(129) })).toEqual({ password: ['Password must be 12 to 128 characters long'] });
    expect(await errorsOf({ password: 'Str0ng-pass-phrase', confirmPassword: 'Str0ng-pass-phrasE' })).toEqual({ confirmPassword: ['Passwords do not match'] });

    // 12 characters of any script, no composition rule: only the invitation token is wrong here.
    const unicode = await t.http.post('/api/auth/register').send({ token: 'x', firstName: 'A', lastName: 'B', password: 'żółć-日本語-ünïcødé' }).expect(400);
    expect(unicode.body.errors).toBeUndefined();

    const invitation = await inviteUser('form.fields@example.com');
    const wrongEmail = await t.http
      .post('/api/auth/register')
      .send({ token: invitation.token, ...person, confirmPassword: person.password, email: 'someone.else@example.com' })
      .expect(400);
    expect(wrongEmail.body).toEqual({ message: 'This invitation was sent to a different e-mail address', errors: { email: ['This invitation was sent to a different e-mail address'] } });
    // The same fields as the form sends them, matching: registered.
    await t.http.post('/api/auth/register').send({ token: invitation.token, ...person, confirmPassword: person.password, email: 'Form.Fields@example.com' }).expect(200);
  });

  it('409 when the invited e-mail was registered in the meantime', async () => {
    const invitation = await inviteUser('late@example.com');
    await t.createUser({ role: 'Employee', email: 'late@example.com', companyId: acmeId });
    expect((await t.http.post('/api/auth/register').send({ token: invitation.token, ...person }).expect(409)).body.message).toMatch(/already exists/);
  });

  it('consumes an invitation exactly once under concurrent requests: one 200, one 409', async () => {
    const invitation = await inviteUser('twice.at.once@example.com');
    const [a, b] = await Promise.all([
      t.http.post('/api/auth/register').send({ token: invitation.token, ...person }),
      t.http.post('/api/auth/register').send({ token: invitation.token, ...person, firstName: 'Other' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/just been used/);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM companies.users WHERE email = 'twice.at.once@example.com'`);
    expect(count).toBe(1);
  });

  it('POST /api/auth/register-with-company creates the company and its Manager, signed in', async () => {
    const invitation = await inviteCompany('founder@example.com');
    const response = await t.http
      .post('/api/auth/register-with-company')
      .send({ token: invitation.token, ...person, companyName: '  Founders Ltd ', companyDescription: 'Start-up' })
      .expect(200);
    expect(response.body.user).toEqual(expect.objectContaining({ email: 'founder@example.com', role: 'Manager', companyName: 'Founders Ltd' }));
    const company = await t.dataSource.getRepository(Company).findOneByOrFail({ id: response.body.user.companyId });
    expect(company).toEqual(expect.objectContaining({ name: 'Founders Ltd', description: 'Start-up', isActive: true, subscriptionPlan: 0, subscriptionEndDate: null }));
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`).expect(200);
  });

  it('register-with-company under concurrency creates one company only (200 + 409)', async () => {
    const invitation = await inviteCompany('race.founder@example.com');
    const send = (name: string) => t.http.post('/api/auth/register-with-company').send({ token: invitation.token, ...person, companyName: name });
    const results = await Promise.all([send('Race One'), send('Race Two')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM companies.companies WHERE name IN ('Race One', 'Race Two')`);
    expect(count).toBe(1);
  });

  it('an invitation to a company that was deactivated meanwhile is refused (400)', async () => {
    const other = await t.dataSource.getRepository(Company).save({ name: 'Sleepy Ltd', subscriptionStartDate: new Date() });
    const invitation = await inviteUser('sleepy@example.com', 'Employee', other.id);
    await t.dataSource.getRepository(Company).update(other.id, { isActive: false });
    expect((await t.http.post('/api/auth/register').send({ token: invitation.token, ...person }).expect(400)).body.message).toMatch(/inactive/);
  });
});
