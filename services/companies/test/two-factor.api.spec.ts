// Two-factor sign-in (TOTP, RFC 6238; issue 13) through HTTP on a real database, with a fixed clock. Expected codes
// come from nest-testing's small RFC 6238 implementation (node's crypto), checked against the RFC's own test vectors,
// not from the library the server uses.
import { Writable } from 'stream';
import { Clock } from '@app/nest-common';
import { Reflector } from '@nestjs/core';
import { requireAdminTwoFactor, RolesGuard } from '@app/nest-auth';
import { base32Decode, createTestApp, TestApp, TestAppOptions, totp } from '@app/nest-testing';
import { companiesFeature } from '../src';

class FixedClock extends Clock {
  at = new Date('2026-11-24T10:00:00Z');
  now(): Date {
    return new Date(this.at);
  }
}

/** A companies app with a fixed clock and REQUIRE_ADMIN_2FA as given, and the calls the tests make on it. */
function twoFactorApp(requireAdmin2fa: 'true' | 'false', logging?: TestAppOptions['logging']) {
  const clock = new FixedClock();
  const saved = process.env.REQUIRE_ADMIN_2FA;
  const app = { t: undefined as unknown as TestApp, clock };
  beforeAll(async () => {
    process.env.REQUIRE_ADMIN_2FA = requireAdmin2fa;
    app.t = await createTestApp({ features: [companiesFeature], overrides: [{ provide: Clock, useValue: clock }], ...(logging ? { logging } : {}) });
  });
  afterAll(async () => {
    await app.t.close();
    if (saved === undefined) delete process.env.REQUIRE_ADMIN_2FA;
    else process.env.REQUIRE_ADMIN_2FA = saved;
  });
  // The app exists once beforeAll ran: the tests read it through this stand-in.
  const t = new Proxy({} as TestApp, { get: (_target, key) => app.t[key as keyof TestApp] });
  return {
    t,
    clock,
    as: (token: string) => ({
      get: (path: string) => app.t.http.get(path).set('Authorization', `Bearer ${token}`),
      post: (path: string, body?: object) => app.t.http.post(path).set('Authorization', `Bearer ${token}`).send(body ?? {}),
    }),
    tick: (seconds: number) => (clock.at = new Date(clock.at.getTime() + seconds * 1000)),
  };
}

describe('two-factor sign-in (companies module)', () => {
  const { t, clock, as, tick } = twoFactorApp('true');

  async function enrol(token: string): Promise<{ key: Buffer; manualKey: string; recoveryCodes: string[]; token: string }> {
    const setup = await as(token).post('/api/auth/2fa/setup').expect(200);
    const key = base32Decode(setup.body.manualKey);
    const enabled = await as(token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime()) }).expect(200);
    return { key, manualKey: setup.body.manualKey, recoveryCodes: enabled.body.recoveryCodes, token: enabled.body.token };
  }

  it('REQUIRE_ADMIN_2FA: an admin without a second factor is sent to enrol (403 with its code); sign-in, profile and enrolment stay open', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const refused = await as(admin.token).get('/api/admin/companies').expect(403);
    expect(refused.body).toEqual({ message: expect.stringMatching(/second factor/), code: 'two-factor-enrolment-required' });
    await as(admin.token).get('/api/auth/me').expect(200);
    expect((await as(admin.token).get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForAdmins: true });
    // Managers are not concerned.
    const manager = await t.createUser({ role: 'Manager' });
    await as(manager.token).get('/api/userpreferences').expect(200);
  });

  it('enrols: the otpauth URI, an SVG QR code and the manual key; a wrong code is refused per field; the right one answers ten recovery codes and a token that opens the admin area', async () => {
    const admin = await t.createUser({ role: 'Admin', email: 'enrol.admin@example.com' });
    const setup = await as(admin.token).post('/api/auth/2fa/setup').expect(200);
    expect(setup.body.manualKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(`otpauth://totp/UK%20Payroll%20Admin:enrol.admin%40example.com?issuer=UK%20Payroll%20Admin&secret=${setup.body.manualKey}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const key = base32Decode(setup.body.manualKey);

    const wrong = await as(admin.token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime() + 5 * 60_000) }).expect(400);
    expect(wrong.body.errors.code).toEqual(['That code is not valid. Enter the current 6-digit code from your authenticator app.']);
    expect((await as(admin.token).post('/api/auth/2fa/enable', { code: 'abc' }).expect(400)).body.errors.code).toEqual(['Enter the 6-digit code from your authenticator app']);

    const enabled = await as(admin.token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime()) }).expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    await as(enabled.body.token).get('/api/admin/companies').expect(200);
    expect((await as(enabled.body.token).get('/api/auth/2fa').expect(200)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The new token records the factor with the time its code was checked (the fixed clock).
    expect(JSON.parse(Buffer.from(enabled.body.token.split('.')[1], 'base64url').toString()).mfa).toEqual({ at: clock.at.getTime() / 1000, ref: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The secret is sealed at rest and the recovery codes are stored hashed.
    const [row] = await t.dataSource.query(`SELECT secret_sealed FROM companies.two_factor WHERE user_id = $1`, [admin.id]);
    expect(row.secret_sealed).toMatch(/^v1:/);
    expect(row.secret_sealed).not.toContain(setup.body.manualKey);
    const hashes = await t.dataSource.query(`SELECT code_hash FROM companies.two_factor_recovery_codes WHERE user_id = $1`, [admin.id]);
    expect(hashes.map((h: { code_hash: string }) => h.code_hash)).not.toContain(enabled.body.recoveryCodes[0]);
    await as(enabled.body.token).post('/api/auth/2fa/setup').expect(409);
  });

  it('signs in in two steps: password -> challenge -> code -> token; the window is one step either side; a code works once', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { key } = await enrol(admin.token);
    tick(60);
    const first = await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/), expiresAt: new Date(clock.at.getTime() + 300_000).toISOString() });
    expect(first.body.token).toBeUndefined();

    // A code of the previous step is still accepted (clock drift), one from two steps ago is not.
    const stale = totp(key, clock.at.getTime() - 60_000);
    await t.http.post('/api/auth/login/two-factor').send({ challenge: first.body.challenge, code: stale }).expect(401);
    const code = totp(key, clock.at.getTime() - 30_000);
    const done = await t.http.post('/api/auth/login/two-factor').send({ challenge: first.body.challenge, code }).expect(200);
    expect(done.body.user.id).toBe(admin.id);
    await as(done.body.token).get('/api/admin/companies').expect(200);

    // The same challenge cannot be used again, and the same code is refused on a new challenge (replay).
    await t.http.post('/api/auth/login/two-factor').send({ challenge: first.body.challenge, code }).expect(401);
    const again = await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const replay = await t.http.post('/api/auth/login/two-factor').send({ challenge: again.body.challenge, code }).expect(401);
    expect(replay.body.message).toBe('That code is not valid. Enter the current 6-digit code from your authenticator app.');
    tick(30);
    await t.http.post('/api/auth/login/two-factor').send({ challenge: again.body.challenge, code: totp(key, clock.at.getTime()) }).expect(200);
  });

  it('a recovery code signs in once; it can also turn two-factor off; a challenge expires after 5 minutes', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { key, recoveryCodes } = await enrol(admin.token);
    const challenge = async () => (await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200)).body.challenge as string;

    const withRecovery = await t.http.post('/api/auth/login/two-factor').send({ challenge: await challenge(), recoveryCode: recoveryCodes[0].toLowerCase() }).expect(200);
    expect((await as(withRecovery.body.token).get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(9);
    const reused = await t.http.post('/api/auth/login/two-factor').send({ challenge: await challenge(), recoveryCode: recoveryCodes[0] }).expect(401);
    expect(reused.body.message).toBe('That recovery code is not valid or has been used.');

    const expiring = await challenge();
    tick(301);
    const expired = await t.http.post('/api/auth/login/two-factor').send({ challenge: expiring, code: totp(key, clock.at.getTime()) }).expect(401);
    expect(expired.body.message).toBe('This sign-in has expired or was already completed. Sign in with your password again.');

    const token = withRecovery.body.token as string;
    expect((await as(token).post('/api/auth/2fa/disable', {}).expect(400)).body.errors.code).toBeDefined();
    expect((await as(token).post('/api/auth/2fa/disable', { recoveryCode: recoveryCodes[0] }).expect(400)).body.errors.recoveryCode).toEqual(['That recovery code is not valid or has been used.']);
    await as(token).post('/api/auth/2fa/disable', { recoveryCode: recoveryCodes[1] }).expect(200);
    const plain = await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    expect(typeof plain.body.token).toBe('string');
    expect(await t.dataSource.query(`SELECT 1 FROM companies.two_factor_recovery_codes WHERE user_id = $1`, [admin.id])).toEqual([]);
  });

  it('the code step has its own throttle: 5 codes per challenge, then 429; a wrong or missing challenge is 401; bad bodies are 400', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { key } = await enrol(admin.token);
    tick(30);
    const { challenge } = (await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200)).body;
    const right = totp(key, clock.at.getTime());
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.http.post('/api/auth/login/two-factor').send({ challenge, code: wrong })));
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Even the right code no longer opens this challenge.
    await t.http.post('/api/auth/login/two-factor').send({ challenge, code: right }).expect(429);

    await t.http.post('/api/auth/login/two-factor').send({ challenge: 'x'.repeat(43), code: right }).expect(401);
    expect((await t.http.post('/api/auth/login/two-factor').send({ challenge: 'x'.repeat(43) }).expect(400)).body.errors.code).toBeDefined();
    expect((await t.http.post('/api/auth/login/two-factor').send({ code: right }).expect(400)).body.errors.challenge).toBeDefined();
    expect((await t.http.post('/api/auth/login/two-factor').send({ challenge, code: '12345' }).expect(400)).body.errors.code).toBeDefined();
    await t.http.post('/api/auth/2fa/setup').expect(401);
  });
});

describe('REQUIRE_ADMIN_2FA: validated at start, default on in production only', () => {
  const saved = process.env.REQUIRE_ADMIN_2FA;
  afterAll(() => {
    if (saved === undefined) delete process.env.REQUIRE_ADMIN_2FA;
    else process.env.REQUIRE_ADMIN_2FA = saved;
  });

  it('defaults to true under NODE_ENV=production and false elsewhere; a value other than true/false stops the app at start', () => {
    expect(requireAdminTwoFactor({ NODE_ENV: 'production' })).toBe(true);
    expect(requireAdminTwoFactor({ NODE_ENV: 'development' })).toBe(false);
    expect(requireAdminTwoFactor({ NODE_ENV: 'production', REQUIRE_ADMIN_2FA: 'false' })).toBe(false);
    expect(requireAdminTwoFactor({ REQUIRE_ADMIN_2FA: ' TRUE ' })).toBe(true);
    // The shared role guard reads it when it is built, i.e. while the app starts (an app whose start fails here is not
    // composed in the test: its database connection would keep retrying after the test database is dropped).
    process.env.REQUIRE_ADMIN_2FA = 'yes';
    expect(() => new RolesGuard(new Reflector())).toThrow('REQUIRE_ADMIN_2FA must be true or false (got "yes")');
  });
});

describe('two-factor sign-in with REQUIRE_ADMIN_2FA=false, structured logs captured', () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { t, clock, as, tick } = twoFactorApp('false', { level: 'info', destination });
  const challengeOf = async (user: { email: string; password: string }) =>
    (await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200)).body.challenge as string;

  it('an admin without a second factor reaches the admin area; the status says it is not required', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    await as(admin.token).get('/api/admin/companies').expect(200);
    expect((await as(admin.token).get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForAdmins: false });
  });

  it('a manager can enrol too and then signs in with a code', async () => {
    const manager = await t.createUser({ role: 'Manager' });
    const setup = await as(manager.token).post('/api/auth/2fa/setup').expect(200);
    const key = base32Decode(setup.body.manualKey);
    await as(manager.token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime()) }).expect(200);
    tick(30);
    const done = await t.http.post('/api/auth/login/two-factor').send({ challenge: await challengeOf(manager), code: totp(key, clock.at.getTime()) }).expect(200);
    expect(done.body.user.id).toBe(manager.id);
    await as(done.body.token).get('/api/auth/me').expect(200);
  });

  it("the account's code-step throttle counts across challenges: after 5 wrong codes in 15 minutes even the right code on a new challenge is 429", async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const setup = await as(admin.token).post('/api/auth/2fa/setup').expect(200);
    const key = base32Decode(setup.body.manualKey);
    await as(admin.token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime()) }).expect(200);
    tick(30);
    const right = totp(key, clock.at.getTime());
    const wrong = right === '000000' ? '111111' : '000000';
    for (const tries of [3, 2]) {
      const challenge = await challengeOf(admin);
      for (let i = 0; i < tries; i += 1) await t.http.post('/api/auth/login/two-factor').send({ challenge, code: wrong }).expect(401);
    }
    const locked = await t.http.post('/api/auth/login/two-factor').send({ challenge: await challengeOf(admin), code: right }).expect(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again after \d{2}:\d{2} UTC\.$/);
    // Another account is not concerned.
    const other = await t.createUser({ role: 'Admin' });
    const otherSetup = await as(other.token).post('/api/auth/2fa/setup').expect(200);
    const otherKey = base32Decode(otherSetup.body.manualKey);
    await as(other.token).post('/api/auth/2fa/enable', { code: totp(otherKey, clock.at.getTime()) }).expect(200);
    tick(30);
    await t.http.post('/api/auth/login/two-factor').send({ challenge: await challengeOf(other), code: totp(otherKey, clock.at.getTime()) }).expect(200);
  });

  it('the secret is only in the set-up answer: never in the status, the profile, the sign-in answers, the token or a log line; nor are the recovery codes or the challenge logged', async () => {
    const admin = await t.createUser({ role: 'Admin', password: 'Two-factor-log-passphrase' });
    const setup = await as(admin.token).post('/api/auth/2fa/setup').expect(200);
    const key = base32Decode(setup.body.manualKey);
    const enabled = await as(admin.token).post('/api/auth/2fa/enable', { code: totp(key, clock.at.getTime()) }).expect(200);
    tick(30);
    const challenge = await challengeOf(admin);
    const signedIn = await t.http.post('/api/auth/login/two-factor').send({ challenge, recoveryCode: enabled.body.recoveryCodes[0] }).expect(200);
    const token = signedIn.body.token as string;
    const answers = [
      enabled.body.token,
      signedIn.body,
      (await as(token).get('/api/auth/me').expect(200)).body,
      (await as(token).get('/api/auth/2fa').expect(200)).body,
      Buffer.from(token.split('.')[1], 'base64url').toString(),
      Buffer.from(enabled.body.token.split('.')[1], 'base64url').toString(),
    ].map((a) => JSON.stringify(a));
    const secretForms = [setup.body.manualKey, key.toString('hex'), key.toString('base64')];
    for (const answer of answers) for (const secret of secretForms) expect(answer).not.toContain(secret);
    // The token records the factor: when it was checked (the fixed clock) and a reference that is not the secret.
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.mfa).toEqual({ at: Math.floor(clock.at.getTime() / 1000), ref: expect.stringMatching(/^[0-9a-f]{64}$/) });

    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    for (const secret of [...secretForms, challenge, ...enabled.body.recoveryCodes, admin.password, token]) expect(log).not.toContain(secret);
  });
});
