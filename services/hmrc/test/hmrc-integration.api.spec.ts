// HMRC Integration Management through HTTP on a real database, against the HMRC simulators on loopback: every route,
// 401/403, validation, secrets never answered or logged, good and bad client secret and gateway password, a dead
// host, a missing Accept header, "Authorize with HMRC" and the stored test runs.
import { AuthService } from '@app/nest-auth';
import { totp } from '@app/nest-testing';
import { HMRC_DEFAULT_CONFIGURATION, HMRC_ROUTES, HmrcTestResult } from '@app/contracts';
import { HmrcSimulator, startHmrcSimulator } from '@app/hmrc-simulator';
import { CREDENTIAL_MESSAGES } from '../src/hmrc-integration/credentials/hmrc-credential-rules';
import { CONFIGURATION_MESSAGES } from '../src/hmrc-integration/configuration/hmrc-configuration-rules';
import { RTI_MESSAGES } from '../src/hmrc-integration/connection-test/connection-test-rules';
import { RunningFake, startAcceptStrippingProxy, startDeadHost } from './support/hmrc-integration-fakes';
import { createHmrcTestApp, expectAdminOnly, HmrcTestApp } from './support/hmrc-test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

const GOOD = { clientId: 'sim-client', clientSecret: 'sim-client-secret-Zq81' };
const GATEWAY = { gatewayUserId: 'GWUSER0001', gatewayPassword: 'gw-password-Xk27' };
const SECRETS = [GOOD.clientSecret, GATEWAY.gatewayPassword, 'wrong-secret-Pp55', 'wrong-gw-password-Tt66'];
const REFS = { taxOfficeNumber: '123', taxOfficeReference: 'AB45678', employerPAYEReference: '123/AB45678', accountsOfficeReference: '123PA00012345', vatRegistrationNumber: '123456782' };

describe('HMRC integration API', () => {
  let t: HmrcTestApp;
  let sim: HmrcSimulator;
  const admin = () => t.as(t.admin);
  const answers: string[] = [];
  const logged: string[] = [];
  const saved = { seed: process.env.SEED_DEMO_DATA, timeout: process.env.HMRC_CALL_TIMEOUT_MS };
  let restoreLogs: () => void;

  const configure = (baseApiUrl: string, rtiGatewayUrl: string) =>
    admin().post(HMRC_ROUTES.configuration, { ...HMRC_DEFAULT_CONFIGURATION, baseApiUrl, rtiGatewayUrl, notificationEmail: 'payroll@example.com' }).expect(200);
  const addCredential = async (body: Record<string, unknown>) => {
    const res = await admin().post(HMRC_ROUTES.credentials, body);
    answers.push(JSON.stringify(res.body));
    return res;
  };
  const runTest = async (): Promise<HmrcTestResult> => {
    const res = await admin().post(HMRC_ROUTES.testConnection).expect(200);
    answers.push(JSON.stringify(res.body));
    return res.body as HmrcTestResult;
  };
  const useSimulator = async () => {
    await configure(sim.apiBaseUrl, sim.submissionUrl);
    await addCredential({ credentialType: 'API', ...GOOD, ...REFS });
    await addCredential({ credentialType: 'RTIGateway', ...GATEWAY, ...REFS });
  };

  beforeAll(async () => {
    process.env.SEED_DEMO_DATA = 'false';
    process.env.HMRC_CALL_TIMEOUT_MS = '1500';
    // Everything written to stdout/stderr or the console while the app runs is checked for secrets at the end.
    const out = process.stdout.write.bind(process.stdout);
    const err = process.stderr.write.bind(process.stderr);
    const capture = (write: typeof out) => ((chunk: unknown, ...rest: unknown[]) => (logged.push(String(chunk)), (write as (...a: unknown[]) => boolean)(chunk, ...rest))) as typeof out;
    process.stdout.write = capture(out);
    process.stderr.write = capture(err);
    const spies = (['log', 'warn', 'error', 'info', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation((...a: unknown[]) => void logged.push(a.map(String).join(' '))));
    restoreLogs = () => {
      process.stdout.write = out;
      process.stderr.write = err;
      spies.forEach((s) => s.mockRestore());
    };
    sim = await startHmrcSimulator({ clients: [GOOD], gatewayUsers: [{ userId: GATEWAY.gatewayUserId, password: GATEWAY.gatewayPassword }] });
    t = await createHmrcTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
    restoreLogs?.();
    process.env.SEED_DEMO_DATA = saved.seed;
    process.env.HMRC_CALL_TIMEOUT_MS = saved.timeout;
    if (saved.seed === undefined) delete process.env.SEED_DEMO_DATA;
    if (saved.timeout === undefined) delete process.env.HMRC_CALL_TIMEOUT_MS;
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM hmrc.credentials; DELETE FROM hmrc.integration_configuration; DELETE FROM hmrc.oauth_grants; DELETE FROM hmrc.oauth_states');
  });

  it('is Admin only: 401 without a token, 403 for Manager and Employee on every route', async () => {
    await expectAdminOnly(t, [
      ['get', HMRC_ROUTES.credentials],
      ['post', HMRC_ROUTES.credentials],
      ['delete', HMRC_ROUTES.credential(MISSING)],
      ['get', HMRC_ROUTES.configuration],
      ['post', HMRC_ROUTES.configuration],
      ['post', HMRC_ROUTES.testConnection],
      ['get', HMRC_ROUTES.testRuns],
      ['post', HMRC_ROUTES.authorize],
      ['get', HMRC_ROUTES.authorization],
    ]);
  });

  describe('configuration', () => {
    it('answers the spec 9 defaults (sandbox hosts) until one is saved', async () => {
      const res = await admin().get(HMRC_ROUTES.configuration).expect(200);
      expect(res.body).toEqual({ id: null, ...HMRC_DEFAULT_CONFIGURATION, updatedAt: null });
      expect(res.body).toEqual(expect.objectContaining({ environment: 'sandbox', baseApiUrl: 'https://test-api.service.hmrc.gov.uk', sendEmailNotifications: true, notificationEmail: '' }));
    });

    it('validates: http(s) URLs, environment, e-mail while notifications are on; saves and answers the stored one', async () => {
      const bad = await admin().post(HMRC_ROUTES.configuration, { ...HMRC_DEFAULT_CONFIGURATION, environment: 'live', baseApiUrl: 'javascript:alert(1)', notificationEmail: 'nope' }).expect(400);
      expect(bad.body).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: {
          environment: [CONFIGURATION_MESSAGES.environment],
          baseApiUrl: [CONFIGURATION_MESSAGES.url('Base API URL', HMRC_DEFAULT_CONFIGURATION.baseApiUrl)],
          notificationEmail: [CONFIGURATION_MESSAGES.emailFormat],
        },
      });
      const saved = await admin().post(HMRC_ROUTES.configuration, { ...HMRC_DEFAULT_CONFIGURATION, environment: 'production', autoSubmitVAT: true, notificationEmail: 'ops@example.com' }).expect(200);
      expect(saved.body).toEqual(expect.objectContaining({ id: expect.any(String), environment: 'production', autoSubmitVAT: true, notificationEmail: 'ops@example.com' }));
      expect((await admin().get(HMRC_ROUTES.configuration)).body).toEqual(saved.body);
    });
  });

  describe('credentials', () => {
    it('refuses malformed references with messages a person can act on', async () => {
      const res = await addCredential({ credentialType: 'API', ...GOOD, employerPAYEReference: '12/AB', accountsOfficeReference: '123', vatRegistrationNumber: '123456789', taxOfficeNumber: '1234' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        employerPAYEReference: [CREDENTIAL_MESSAGES.employerPAYEReference],
        taxOfficeNumber: [CREDENTIAL_MESSAGES.taxOfficeNumber],
        accountsOfficeReference: [CREDENTIAL_MESSAGES.accountsOfficeReference],
        vatRegistrationNumber: [CREDENTIAL_MESSAGES.vatCheck],
      });
      expect((await addCredential({ credentialType: 'RTIGateway' })).body.errors).toEqual({
        gatewayUserId: [CREDENTIAL_MESSAGES.gatewayUserId],
        gatewayPassword: [CREDENTIAL_MESSAGES.gatewayPassword],
      });
    });

    it('stores secrets sealed, answers *** or null, shows the gateway user id; the newest of a type is the active one', async () => {
      const first = await addCredential({ credentialType: 'API', ...GOOD, ...REFS });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String), credentialType: 'API', clientId: GOOD.clientId, clientSecret: '***', gatewayUserId: null, gatewayPassword: null, ...REFS, isActive: true, createdAt: expect.any(String) });
      await addCredential({ credentialType: 'RTIGateway', ...GATEWAY, employerPAYEReference: '123/AB45678' });
      const second = await addCredential({ credentialType: 'API', clientId: 'other', clientSecret: 'wrong-secret-Pp55' });
      const list = await admin().get(HMRC_ROUTES.credentials).expect(200);
      answers.push(JSON.stringify(list.body));
      expect(list.body.map((c: { id: string; credentialType: string; isActive: boolean }) => [c.credentialType, c.isActive, c.id === second.body.id])).toEqual([
        ['API', true, true],
        ['RTIGateway', true, false],
        ['API', false, false],
      ]);
      expect(list.body[1]).toEqual(expect.objectContaining({ gatewayUserId: GATEWAY.gatewayUserId, gatewayPassword: '***', clientSecret: null, taxOfficeNumber: '123', taxOfficeReference: 'AB45678' }));
      const raw = JSON.stringify(await t.dataSource.query('SELECT * FROM hmrc.credentials'));
      for (const secret of SECRETS) expect(raw).not.toContain(secret);
      expect(raw).toContain('v1:');
    });

    it('deletes; the newest remaining credential of the type becomes active; unknown and malformed ids are 404', async () => {
      const older = await addCredential({ credentialType: 'API', ...GOOD });
      const newer = await addCredential({ credentialType: 'API', clientId: 'newer', clientSecret: 'wrong-secret-Pp55' });
      expect((await admin().delete(HMRC_ROUTES.credential(newer.body.id)).expect(200)).body).toEqual({ message: 'HMRC credential deleted successfully' });
      expect((await admin().get(HMRC_ROUTES.credentials)).body).toEqual([expect.objectContaining({ id: older.body.id, isActive: true })]);
      expect((await admin().delete(HMRC_ROUTES.credential(newer.body.id)).expect(404)).body).toEqual({ message: 'HMRC credential not found' });
      expect((await admin().delete(HMRC_ROUTES.credential('not-an-id')).expect(404)).body).toEqual({ message: 'HMRC credential not found' });
    });
  });

  describe('test connection', () => {
    it('good credentials: Hello World and Hello Application pass, Hello User is an honest 401, RTI is connected; fraud headers sent', async () => {
      await useSimulator();
      const before = sim.requests.length;
      const result = await runTest();
      expect(result).toEqual({ success: true, error: null, data: expect.objectContaining({ environment: 'sandbox', runId: expect.any(String) }) });
      const { apiConnection, rtiConnection } = result.data!;
      expect(apiConnection).toEqual(expect.objectContaining({ isConnected: true, statusCode: 200, error: null }));
      expect(apiConnection.data!.tests.helloWorld).toEqual(expect.objectContaining({ success: true, statusCode: 200, description: 'OK - the request succeeded', message: 'Hello World' }));
      expect(apiConnection.data!.tests.helloApplication).toEqual(expect.objectContaining({ success: true, statusCode: 200, message: 'Hello Application' }));
      expect(apiConnection.data!.tests.helloUser).toEqual(
        expect.objectContaining({ success: false, statusCode: 401, description: 'Unauthorized - missing or invalid credentials or token', message: expect.stringContaining('Authentication information is not provided') }),
      );
      expect(rtiConnection).toEqual({ isConnected: true, statusCode: 200, error: null, govTalkErrorNumber: null });
      const hello = sim.requests.slice(before).filter((r) => r.path.startsWith('/hello/'));
      expect(hello).toHaveLength(3);
      for (const r of [...hello, ...sim.requests.slice(before).filter((x) => x.path === '/oauth/token')]) {
        expect(r.headers).toEqual(expect.objectContaining({ 'gov-client-connection-method': 'WEB_APP_VIA_SERVER', 'gov-client-device-id': expect.any(String), 'gov-vendor-product-name': expect.any(String) }));
        // Signed in with a password only: no second factor to report.
        expect(r.headers['gov-client-multi-factor']).toBeUndefined();
      }
      const tokens = sim.tokensIssued.client_credentials;
      await runTest();
      expect(sim.tokensIssued.client_credentials).toBe(tokens); // the application token is cached until it expires
    });

    it('an admin signed in with a second factor: Gov-Client-Multi-Factor carries it (type, UTC minute, reference)', async () => {
      await useSimulator();
      const [user] = await t.dataSource.query(`SELECT id, email, role, company_id AS "companyId", session_version AS "sessionVersion" FROM companies.users WHERE email = $1`, [t.adminEmail]);
      const at = Math.floor(Date.UTC(2026, 10, 24, 9, 41, 30) / 1000);
      const token = await t.app.get(AuthService).issueToken(user, { at, reference: 'a'.repeat(64) });
      const before = sim.requests.length;
      await t.as(token).post(HMRC_ROUTES.testConnection).expect(200);
      const hello = sim.requests.slice(before).filter((r) => r.path.startsWith('/hello/'));
      expect(hello.length).toBeGreaterThan(0);
      for (const r of hello) expect(r.headers['gov-client-multi-factor']).toBe(`type=TOTP&timestamp=2026-11-24T09%3A41Z&unique-reference=${'a'.repeat(64)}`);
    });

    it('an admin who enrolled and signed in with a code: the header carries the minute of that sign-in and a stable reference of the factor, never its key', async () => {
      await useSimulator();
      const admin = await t.createUser({ role: 'Admin' });
      const setup = await t.as(admin.token).post('/api/auth/2fa/setup').send({}).expect(200);
      const key = setup.body.manualKey as string;
      const enabled = await t.as(admin.token).post('/api/auth/2fa/enable').send({ code: totp(key, Date.now()) }).expect(200);
      const signInWithCode = async (offsetSteps: number) => {
        const { challenge } = (await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200)).body;
        const from = Date.now();
        const done = await t.http.post('/api/auth/login/two-factor').send({ challenge, code: totp(key, Date.now() + offsetSteps * 30_000) }).expect(200);
        const minutes = [from, Date.now()].map((ms) => encodeURIComponent(new Date(ms).toISOString().slice(0, 16) + 'Z'));
        return { token: done.body.token as string, minutes };
      };
      const headersOf = async (token: string) => {
        const before = sim.requests.length;
        await t.as(token).post(HMRC_ROUTES.testConnection).expect(200);
        const hello = sim.requests.slice(before).filter((r) => r.path.startsWith('/hello/'));
        expect(hello.length).toBeGreaterThan(0);
        const values = new Set(hello.map((r) => r.headers['gov-client-multi-factor']));
        expect(values.size).toBe(1);
        return [...values][0] as string;
      };
      // Each time step is accepted once: turning it on used the current step, the sign-in uses the next one.
      const first = await signInWithCode(1);
      const header = await headersOf(first.token);
      const match = /^type=TOTP&timestamp=(\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}Z)&unique-reference=([0-9a-f]{64})$/.exec(header);
      expect(match).not.toBeNull();
      expect(first.minutes).toContain(match![1]);
      expect(header).not.toContain(key);
      expect(header).not.toContain(Buffer.from(key).toString('hex'));
      // The same factor gives the same reference: the token answered when it was turned on carries it too.
      expect((await headersOf(enabled.body.token)).endsWith(`&unique-reference=${match![2]}`)).toBe(true);
    });

    it('a wrong client secret fails Hello Application with 401; a wrong gateway password is GovTalk 1046, shown as refused', async () => {
      await configure(sim.apiBaseUrl, sim.submissionUrl);
      await addCredential({ credentialType: 'API', clientId: GOOD.clientId, clientSecret: 'wrong-secret-Pp55' });
      await addCredential({ credentialType: 'RTIGateway', gatewayUserId: GATEWAY.gatewayUserId, gatewayPassword: 'wrong-gw-password-Tt66' });
      const { apiConnection, rtiConnection } = (await runTest()).data!;
      expect(apiConnection.isConnected).toBe(false);
      expect(apiConnection.data!.tests.helloWorld.success).toBe(true);
      expect(apiConnection.data!.tests.helloApplication).toEqual(expect.objectContaining({ success: false, statusCode: 401, message: expect.stringContaining('HMRC refused the Client ID or Client Secret') }));
      expect(apiConnection.error).toMatch(/^Hello Application: /);
      expect(rtiConnection).toEqual({ isConnected: false, statusCode: 200, error: RTI_MESSAGES.refused, govTalkErrorNumber: 1046 });
    });

    it('no credentials: each connection says what to add', async () => {
      await configure(sim.apiBaseUrl, sim.submissionUrl);
      const { apiConnection, rtiConnection } = (await runTest()).data!;
      expect(apiConnection.data!.tests.helloApplication).toEqual(expect.objectContaining({ success: false, statusCode: null, message: 'No active HMRC API credential: add one on the Credentials tab' }));
      expect(rtiConnection.error).toBe(RTI_MESSAGES.noCredential);
    });

    it('a dead host: time-out messages, and the whole test answers within 15 s', async () => {
      const dead = await startDeadHost();
      try {
        await configure(dead.url, `${dead.url}/submission`);
        await addCredential({ credentialType: 'API', ...GOOD });
        await addCredential({ credentialType: 'RTIGateway', ...GATEWAY });
        const started = Date.now();
        const { apiConnection, rtiConnection } = (await runTest()).data!;
        expect(Date.now() - started).toBeLessThan(15_000);
        expect(apiConnection).toEqual(expect.objectContaining({ isConnected: false, statusCode: null }));
        expect(apiConnection.data!.tests.helloWorld).toEqual(expect.objectContaining({ statusCode: null, message: 'HMRC did not answer within 1.5 s: check the Base API URL and your network' }));
        expect(rtiConnection).toEqual({ isConnected: false, statusCode: null, error: RTI_MESSAGES.timeout(1.5), govTalkErrorNumber: null });
      } finally {
        await dead.close();
      }
    }, 20_000);

    it('a refused connection is a network error with its own message', async () => {
      const dead = await startDeadHost();
      const url = dead.url;
      await dead.close();
      await configure(url, `${url}/submission`);
      await addCredential({ credentialType: 'RTIGateway', ...GATEWAY });
      const { apiConnection, rtiConnection } = (await runTest()).data!;
      expect(apiConnection.data!.tests.helloWorld.message).toBe('Could not reach HMRC (ECONNREFUSED): check the Base API URL');
      expect(rtiConnection.error).toBe(RTI_MESSAGES.network('ECONNREFUSED'));
    });

    it('never calls a cloud metadata or link-local address, whatever the configuration says (issue 11)', async () => {
      await configure('http://169.254.169.254', 'http://[fe80::1]/submission');
      await addCredential({ credentialType: 'RTIGateway', ...GATEWAY });
      const { apiConnection, rtiConnection } = (await runTest()).data!;
      expect(apiConnection.data!.tests.helloWorld.message).toBe(
        'Could not reach HMRC (169.254.169.254 is a cloud metadata service: outbound connections there are refused): check the Base API URL',
      );
      expect(rtiConnection.error).toBe(RTI_MESSAGES.network('fe80::1 is a link-local address: outbound connections there are refused'));
    });

    it('without the Accept header HMRC answers 406, shown with its explanation', async () => {
      const proxy: RunningFake = await startAcceptStrippingProxy(sim.apiBaseUrl);
      try {
        await configure(proxy.url, sim.submissionUrl);
        const { apiConnection } = (await runTest()).data!;
        expect(apiConnection.data!.tests.helloWorld).toEqual(
          expect.objectContaining({ success: false, statusCode: 406, description: 'Not Acceptable - the Accept header is missing or invalid', message: 'The accept header is missing or invalid (ACCEPT_HEADER_INVALID)' }),
        );
      } finally {
        await proxy.close();
      }
    });

    it('a URL that is not a Transaction Engine is told apart from a refusal', async () => {
      await configure(sim.apiBaseUrl, `${sim.apiBaseUrl}/hello/world`);
      await addCredential({ credentialType: 'RTIGateway', ...GATEWAY });
      const { rtiConnection } = (await runTest()).data!;
      expect(rtiConnection).toEqual(expect.objectContaining({ isConnected: false, govTalkErrorNumber: null, error: RTI_MESSAGES.notGovTalk(405) }));
    });

    it('every run is stored; test-runs lists the latest first', async () => {
      await configure(sim.apiBaseUrl, sim.submissionUrl);
      const last = await runTest();
      const runs = await admin().get(HMRC_ROUTES.testRuns).expect(200);
      answers.push(JSON.stringify(runs.body));
      expect(runs.body[0]).toEqual({ id: last.data!.runId, testedAt: last.data!.testedAt, testedBy: expect.stringContaining('@test.example'), environment: 'sandbox', apiConnected: false, rtiConnected: false, result: last });
      expect(runs.body.length).toBeGreaterThan(1);
    });
  });

  describe('Authorize with HMRC', () => {
    it('authorization code with a single-use state: Hello User succeeds afterwards', async () => {
      await useSimulator();
      expect((await admin().get(HMRC_ROUTES.authorization).expect(200)).body).toEqual({ authorized: false, scope: null, accessTokenExpiresAt: null, grantedAt: null });
      const { authorizeUrl } = (await admin().post(HMRC_ROUTES.authorize).expect(200)).body as { authorizeUrl: string };
      const url = new URL(authorizeUrl);
      expect([url.origin + url.pathname, url.searchParams.get('client_id'), url.searchParams.get('scope'), url.searchParams.get('response_type')]).toEqual([sim.authorizeUrl, GOOD.clientId, 'hello', 'code']);
      // The simulated HMRC sign-in grants at once and sends the browser back with the code and the state.
      const granted = await fetch(authorizeUrl, { redirect: 'manual' });
      const callback = new URL(granted.headers.get('location')!);
      expect(callback.pathname).toBe(HMRC_ROUTES.oauthCallback);
      const back = await t.http.get(callback.pathname + callback.search).expect(302);
      expect(back.headers.location).toMatch(/\/admin\/hmrc\?authorization=granted$/);
      const replay = await t.http.get(callback.pathname + callback.search).expect(302);
      expect(replay.headers.location).toMatch(/^\/admin\/hmrc\?authorization=failed&reason=/);
      expect((await admin().get(HMRC_ROUTES.authorization)).body).toEqual(expect.objectContaining({ authorized: true, scope: 'hello' }));
      const raw = JSON.stringify(await t.dataSource.query('SELECT * FROM hmrc.oauth_grants'));
      expect(raw).toContain('v1:');
      const { apiConnection } = (await runTest()).data!;
      expect(apiConnection.data!.tests.helloUser).toEqual(expect.objectContaining({ success: true, statusCode: 200, message: 'Hello User' }));
    });

    it('an expired access token is refreshed with the single-use refresh token', async () => {
      await useSimulator();
      const { authorizeUrl } = (await admin().post(HMRC_ROUTES.authorize).expect(200)).body as { authorizeUrl: string };
      const callback = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
      await t.http.get(callback.pathname + callback.search).expect(302);
      await t.dataSource.query(`UPDATE hmrc.oauth_grants SET access_expires_at = now() - interval '1 minute'`);
      const refreshes = sim.tokensIssued.refresh_token;
      expect((await runTest()).data!.apiConnection.data!.tests.helloUser.success).toBe(true);
      expect(sim.tokensIssued.refresh_token).toBe(refreshes + 1);
    });

    it('needs an API credential first', async () => {
      expect((await admin().post(HMRC_ROUTES.authorize).expect(400)).body).toEqual({ message: 'Add an HMRC API credential (Client ID and Client Secret) before authorizing with HMRC' });
    });
  });

  it('no secret ever appeared in an answer or a log line', () => {
    const everything = answers.join('\n') + logged.join('\n');
    expect(answers.length).toBeGreaterThan(10);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });
});
