import { REVOKED_BY_ADMIN } from '@app/contracts';
import { Company } from '../src/companies/entities/company.entity';
import { hashToken } from '../src/invitations/invitation-rules';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { recordingMailer, RecordingMailer, tokenFromLink } from './support/overrides';

describe('admin invitations', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature], overrides: [recordingMailer()] });
    admin = (await t.createUser({ role: 'Admin' })).token;
    const acme = await t.dataSource.getRepository(Company).save({ name: 'Acme Ltd', subscriptionStartDate: new Date() });
    acmeId = acme.id;
    manager = (await t.createUser({ role: 'Manager', companyId: acmeId })).token;
  });
  afterAll(() => t.close());
  beforeEach(() => RecordingMailer.reset());

  const post = (path: string, body: object, token = admin) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body);
  const list = async () => (await t.http.get('/api/admin/invitations').set('Authorization', `Bearer ${admin}`).expect(200)).body;

  it('refuses anonymous callers (401) and non-admins (403) on every invitation endpoint', async () => {
    const calls = [
      () => t.http.get('/api/admin/invitations'),
      () => t.http.post('/api/admin/invite-company-creation').send({ email: 'a@b.example' }),
      () => t.http.post('/api/admin/invite-user-to-company').send({ email: 'a@b.example', companyId: acmeId }),
      () => t.http.post('/api/admin/invitations/00000000-0000-4000-8000-000000000000/revoke'),
    ];
    for (const call of calls) {
      expect((await call().expect(401)).body.message).toBeTruthy();
      expect((await call().set('Authorization', `Bearer ${manager}`).expect(403)).body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
  });

  it('invite-company-creation: role always Manager, link to /onboarding e-mailed, listed with computed state', async () => {
    const response = await post('/api/admin/invite-company-creation', { email: 'New.Owner@Example.com', role: 'Manager' }).expect(201);
    expect(response.body).toEqual({
      message: 'Invitation created for new.owner@example.com to create a new company',
      companyName: null,
      emailSent: true,
      invitation: expect.objectContaining({ email: 'new.owner@example.com', role: 'Manager', companyName: null, isUsed: false, isValid: true, isExpired: false }),
    });
    expect(response.body.invitation).not.toHaveProperty('companyId');
    const created = new Date(response.body.invitation.createdAt).getTime();
    expect(new Date(response.body.invitation.expiresAt).getTime() - created).toBe(7 * 24 * 3600 * 1000);

    expect(RecordingMailer.sent).toHaveLength(1);
    expect(RecordingMailer.sent[0].to).toBe('new.owner@example.com');
    const token = tokenFromLink(RecordingMailer.sent[0].text, '/onboarding');
    // The link's origin is configuration (here the server's own address), never the request's Origin or Host.
    await post('/api/admin/invite-company-creation', { email: 'second.owner@example.com' }).set('Origin', 'https://evil.example').set('Host', 'evil.example').expect(201);
    expect(RecordingMailer.sent[1].text).toContain('http://127.0.0.1:3000/onboarding?token=');
    expect(RecordingMailer.sent[1].text).not.toContain('evil.example');
    RecordingMailer.sent.splice(1);
    expect(token).toBe(response.body.invitation.token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    // Stored hashed for lookup and sealed for Copy Link: never in clear.
    const [row] = await t.dataSource.query(`SELECT token_hash, token_encrypted, role FROM companies.invitations WHERE email = $1`, ['new.owner@example.com']);
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_encrypted).not.toContain(token);
    expect(row.role).toBe('Manager');

    const listed = (await list()).find((i: { email: string }) => i.email === 'new.owner@example.com');
    expect(listed).toEqual({
      id: response.body.invitation.id,
      email: 'new.owner@example.com',
      companyName: null,
      role: 'Manager',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      isUsed: false,
      usedByUserId: null,
      isExpired: false,
      isValid: true,
      token,
    });
  });

  it('invite-company-creation refuses another role and invalid e-mails with 400 and per-field messages', async () => {
    const wrongRole = await post('/api/admin/invite-company-creation', { email: 'x@example.com', role: 'Employee' }).expect(400);
    expect(wrongRole.body.errors).toEqual({ role: ['Company-creation invitations always use the Manager role'] });
    const bad = await post('/api/admin/invite-company-creation', { email: 'not-an-email' }).expect(400);
    expect(bad.body).toEqual({ message: expect.any(String), errors: { email: ['Please enter a valid email address'] } });
    const missing = await post('/api/admin/invite-company-creation', {}).expect(400);
    expect(missing.body.errors.email).toContain('Email is required');
  });

  it('invite-user-to-company: Employee by default or Manager, answers {companyName}, link to /register', async () => {
    const employee = await post('/api/admin/invite-user-to-company', { email: 'emp@example.com', companyId: acmeId }).expect(201);
    expect(employee.body).toEqual(expect.objectContaining({ companyName: 'Acme Ltd', emailSent: true }));
    expect(employee.body.invitation).toEqual(expect.objectContaining({ role: 'Employee', companyId: acmeId, companyName: 'Acme Ltd' }));
    expect(tokenFromLink(RecordingMailer.sent[0].text, '/register')).toBe(employee.body.invitation.token);
    expect(RecordingMailer.sent[0].subject).toContain('Acme Ltd');

    const mgr = await post('/api/admin/invite-user-to-company', { email: 'mgr@example.com', companyId: acmeId, role: 'Manager' }).expect(201);
    expect(mgr.body.invitation.role).toBe('Manager');
  });

  it('invite-user-to-company validates company and role (400) and an unknown company is 404', async () => {
    const missing = await post('/api/admin/invite-user-to-company', { email: 'a@example.com' }).expect(400);
    expect(missing.body.errors).toEqual({ companyId: expect.arrayContaining(['Please select a company']) });
    const admin = await post('/api/admin/invite-user-to-company', { email: 'a@example.com', companyId: acmeId, role: 'Admin' }).expect(400);
    expect(admin.body.errors).toEqual({ role: ['Role must be Employee or Manager'] });
    const unknown = await post('/api/admin/invite-user-to-company', { email: 'a@example.com', companyId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body).toEqual({ message: 'Company not found' });
  });

  it('409 for an existing user e-mail or a pending invitation to the same target', async () => {
    const existing = await t.createUser({ role: 'Employee', companyId: acmeId });
    const taken = await post('/api/admin/invite-user-to-company', { email: existing.email.toUpperCase(), companyId: acmeId }).expect(409);
    expect(taken.body).toEqual({ message: 'A user with this email address already exists' });
    expect((await post('/api/admin/invite-company-creation', { email: existing.email }).expect(409)).body.message).toBe('A user with this email address already exists');

    await post('/api/admin/invite-user-to-company', { email: 'twice@example.com', companyId: acmeId }).expect(201);
    const again = await post('/api/admin/invite-user-to-company', { email: 'twice@example.com', companyId: acmeId, role: 'Manager' }).expect(409);
    expect(again.body).toEqual({ message: 'A pending invitation to this company already exists for this email address' });
    // Another target is fine.
    await post('/api/admin/invite-company-creation', { email: 'twice@example.com' }).expect(201);
    const againCompany = await post('/api/admin/invite-company-creation', { email: 'twice@example.com' }).expect(409);
    expect(againCompany.body).toEqual({ message: 'A pending company-creation invitation already exists for this email address' });
  });

  it('two identical invitations at once: one is created, the other is a 409', async () => {
    const body = { email: 'race@example.com', companyId: acmeId };
    const statuses = (await Promise.all([post('/api/admin/invite-user-to-company', body), post('/api/admin/invite-user-to-company', body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('without an active SMTP configuration the invitation is still created (emailSent false)', async () => {
    RecordingMailer.reset('not-configured');
    const response = await post('/api/admin/invite-company-creation', { email: 'nosmtp@example.com' }).expect(201);
    expect(response.body.emailSent).toBe(false);
    expect(response.body.invitation.isValid).toBe(true);
    RecordingMailer.reset('fail');
    expect((await post('/api/admin/invite-company-creation', { email: 'smtpdown@example.com' }).expect(201)).body.emailSent).toBe(false);
  });

  it('revoke sets isUsed with the revoked-by-admin marker; only valid invitations can be revoked', async () => {
    const created = (await post('/api/admin/invite-user-to-company', { email: 'revoke.me@example.com', companyId: acmeId }).expect(201)).body.invitation;
    const revoked = await post(`/api/admin/invitations/${created.id}/revoke`, {}).expect(200);
    expect(revoked.body).toEqual({ message: 'Invitation revoked successfully' });
    const listed = (await list()).find((i: { id: string }) => i.id === created.id);
    expect(listed).toEqual(expect.objectContaining({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, isValid: false, token: null }));

    expect((await post(`/api/admin/invitations/${created.id}/revoke`, {}).expect(409)).body).toEqual({ message: 'Only pending invitations can be revoked' });
    // A revoked invitation no longer blocks a new one.
    await post('/api/admin/invite-user-to-company', { email: 'revoke.me@example.com', companyId: acmeId }).expect(201);
  });

  it('an expired invitation is listed as expired, without a token, and cannot be revoked', async () => {
    const created = (await post('/api/admin/invite-company-creation', { email: 'old@example.com' }).expect(201)).body.invitation;
    await t.dataSource.query(`UPDATE companies.invitations SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1`, [created.id]);
    const listed = (await list()).find((i: { id: string }) => i.id === created.id);
    expect(listed).toEqual(expect.objectContaining({ isExpired: true, isValid: false, isUsed: false, token: null }));
    await post(`/api/admin/invitations/${created.id}/revoke`, {}).expect(409);
    // An expired invitation is not pending: the address can be invited again.
    await post('/api/admin/invite-company-creation', { email: 'old@example.com' }).expect(201);
  });

  it('revoking an unknown invitation is 404', async () => {
    expect((await post('/api/admin/invitations/00000000-0000-4000-8000-000000000000/revoke', {}).expect(404)).body).toEqual({ message: 'Invitation not found' });
    await post('/api/admin/invitations/not-a-uuid/revoke', {}).expect(404);
  });

  it('lists newest first', async () => {
    const all = await list();
    const times = all.map((i: { createdAt: string }) => new Date(i.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
