import { buildGovTalkMessage, GOVTALK_ERRORS, GovTalkClient, payeKeys } from '@app/govtalk';
import { HmrcSimulator, startHmrcSimulator } from './index';

const ACCEPT = { Accept: 'application/vnd.hmrc.1.0+json' };
const client = { clientId: 'app-id', clientSecret: 'app-secret' };
let sim: HmrcSimulator;

beforeAll(async () => {
  sim = await startHmrcSimulator({ clients: [client], gatewayUsers: [{ userId: 'GW-USER', password: 'gw-pass' }] });
});
afterAll(() => sim.close());

const token = (form: Record<string, string>) =>
  fetch(`${sim.apiBaseUrl}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const get = (path: string, headers: Record<string, string> = ACCEPT) => fetch(`${sim.apiBaseUrl}${path}`, { headers });

describe('Hello World API', () => {
  it('GET /hello/world needs only the Accept header; without it 406 ACCEPT_HEADER_INVALID', async () => {
    const ok = await get('/hello/world');
    expect([ok.status, await ok.json()]).toEqual([200, { message: 'Hello World' }]);
    const bad = await get('/hello/world', {});
    expect([bad.status, await bad.json()]).toEqual([406, { code: 'ACCEPT_HEADER_INVALID', message: 'The accept header is missing or invalid' }]);
    const xml = await get('/hello/world', { Accept: 'application/vnd.hmrc.1.0+xml' });
    expect(await xml.text()).toBe('<Hello><message>Hello World</message></Hello>');
  });

  it('application-restricted: 401 MISSING_CREDENTIALS, INVALID_CREDENTIALS, then 200 with a client_credentials token', async () => {
    expect(await (await get('/hello/application')).json()).toEqual({ code: 'MISSING_CREDENTIALS', message: 'Authentication information is not provided' });
    const invalid = await get('/hello/application', { ...ACCEPT, Authorization: 'Bearer nope' });
    expect([invalid.status, (await invalid.json()).code]).toEqual([401, 'INVALID_CREDENTIALS']);
    const granted = await token({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
    const body = await granted.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 14400, scope: '' });
    const hello = await get('/hello/application', { ...ACCEPT, Authorization: `Bearer ${body.access_token}` });
    expect([hello.status, await hello.json()]).toEqual([200, { message: 'Hello Application' }]);
    const user = await get('/hello/user', { ...ACCEPT, Authorization: `Bearer ${body.access_token}` });
    expect([user.status, (await user.json()).code]).toEqual([401, 'INCORRECT_ACCESS_TOKEN_TYPE']);
  });

  it('a wrong client secret is invalid_client (401); an unknown grant is unsupported_grant_type; a JSON body is refused', async () => {
    const wrong = await token({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'wrong' });
    expect([wrong.status, (await wrong.json()).error]).toEqual([401, 'invalid_client']);
    const grant = await token({ grant_type: 'password', client_id: client.clientId, client_secret: client.clientSecret });
    expect([grant.status, (await grant.json()).error]).toEqual([400, 'unsupported_grant_type']);
    const json = await fetch(`${sim.apiBaseUrl}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials' }) });
    expect([json.status, (await json.json()).error]).toEqual([400, 'invalid_request']);
  });

  it('authorization code with state, code exchange, Hello User, single-use refresh token', async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const authorize = await fetch(`${sim.authorizeUrl}?response_type=code&client_id=app-id&scope=hello&state=xyz&redirect_uri=${encodeURIComponent(redirectUri)}`, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect([back.origin + back.pathname, back.searchParams.get('state')]).toEqual([redirectUri, 'xyz']);
    const code = back.searchParams.get('code')!;
    const exchanged = await (await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'app-id', client_secret: 'app-secret' })).json();
    expect(exchanged).toEqual(expect.objectContaining({ access_token: expect.any(String), refresh_token: expect.any(String), scope: 'hello' }));
    const reused = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'app-id', client_secret: 'app-secret' });
    expect([reused.status, (await reused.json()).error]).toEqual([400, 'invalid_grant']);
    const hello = await get('/hello/user', { ...ACCEPT, Authorization: `Bearer ${exchanged.access_token}` });
    expect(await hello.json()).toEqual({ message: 'Hello User' });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: exchanged.refresh_token, client_id: 'app-id', client_secret: 'app-secret' });
    expect(refreshed.status).toBe(200);
    const again = await token({ grant_type: 'refresh_token', refresh_token: exchanged.refresh_token, client_id: 'app-id', client_secret: 'app-secret' });
    expect([again.status, (await again.json()).error]).toEqual([400, 'invalid_grant']);
  });

  it('Gov-Test-Scenario selects an error answer', async () => {
    const res = await get('/hello/world', { ...ACCEPT, 'Gov-Test-Scenario': 'SERVICE_UNAVAILABLE' });
    expect([res.status, (await res.json()).code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });
});

describe('Transaction Engine (driven by the @app/govtalk client)', () => {
  const te = (gatewayTest: 0 | 1 = 1) => new GovTalkClient({ submissionUrl: sim.submissionUrl, gatewayTest, timeoutMs: 2000, sleep: async () => undefined });
  const body = (mark = '') =>
    '<IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/25-26/1"><IRheader><Keys><Key Type="TaxOfficeNumber">123</Key><Key Type="TaxOfficeReference">AB45678</Key></Keys>' +
    `<PeriodEnd>2026-04-05</PeriodEnd><IRmark Type="generic">${mark}</IRmark><Sender>Employer</Sender></IRheader><FullPaymentSubmission><RelatedTaxYear>25-26</RelatedTaxYear></FullPaymentSubmission></IRenvelope>`;

  it('list with good credentials answers a StatusReport; a wrong password is error 1046', async () => {
    const good = await te().list('HMRC-PAYE-RTI-FPS', { id: 'GW-USER', password: 'gw-pass' }, payeKeys('123/AB45678'));
    expect([good.httpStatus, good.reply.qualifier, good.reply.statusReport, good.reply.errors]).toEqual([200, 'response', [], []]);
    const bad = await te().list('HMRC-PAYE-RTI-FPS', { id: 'GW-USER', password: 'nope' });
    expect([bad.httpStatus, bad.reply.qualifier, bad.reply.errors.map((e) => e.number)]).toEqual([200, 'error', [GOVTALK_ERRORS.AUTHENTICATION_FAILURE]]);
  });

  it('submit, poll (after the PollInterval) to a SuccessResponse, appears in the list, delete; unknown correlation id is 2000', async () => {
    const client = te();
    const ack = await client.submit({ messageClass: 'HMRC-PAYE-RTI-FPS', sender: { id: 'GW-USER', password: 'gw-pass' }, keys: payeKeys('123/AB45678'), bodyXml: body(), transactionId: '42' });
    expect([ack.reply.qualifier, ack.reply.pollInterval, ack.reply.correlationId]).toEqual(['acknowledgement', 1, expect.stringMatching(/^[0-9A-F]{32}$/)]);
    const final = await client.waitForResponse('HMRC-PAYE-RTI-FPS', ack.reply);
    expect([final.reply.qualifier, final.reply.successMessages?.length]).toEqual(['response', 2]);
    const list = await client.list('HMRC-PAYE-RTI-FPS', { id: 'GW-USER', password: 'gw-pass' });
    expect(list.reply.statusReport?.map((r) => r.correlationId)).toContain(ack.reply.correlationId);
    const deleted = await client.delete('HMRC-PAYE-RTI-FPS', ack.reply.correlationId);
    expect([deleted.reply.qualifier, deleted.reply.function]).toEqual(['response', 'delete']);
    const unknown = await client.poll('HMRC-PAYE-RTI-FPS', ack.reply.correlationId, ack.reply.responseEndPoint!);
    expect(unknown.reply.errors.map((e) => e.number)).toEqual([GOVTALK_ERRORS.UNKNOWN_CORRELATION_ID]);
  });

  it('waits the PollInterval between polls while the engine keeps acknowledging', async () => {
    const slow = await startHmrcSimulator({ gatewayUsers: [{ userId: 'GW-USER', password: 'gw-pass' }], extraAcknowledgements: 2 });
    try {
      const waits: number[] = [];
      const client = new GovTalkClient({ submissionUrl: slow.submissionUrl, gatewayTest: 1, sleep: async (ms) => void waits.push(ms) });
      const ack = await client.submit({ messageClass: 'HMRC-PAYE-RTI-FPS', sender: { id: 'GW-USER', password: 'gw-pass' }, keys: payeKeys('123/AB45678'), bodyXml: body() });
      const final = await client.waitForResponse('HMRC-PAYE-RTI-FPS', ack.reply);
      expect(final.reply.qualifier).toBe('response');
      expect(waits).toEqual([1000, 1000, 1000]);
      expect(slow.requests.filter((r) => r.path === '/poll')).toHaveLength(3);
    } finally {
      await slow.close();
    }
  });

  it('a wrong IRmark is business error 3001 with 2021 in the ErrorResponse', async () => {
    const client = te();
    const xml = buildGovTalkMessage({
      messageClass: 'HMRC-PAYE-RTI-FPS', qualifier: 'request', function: 'submit', gatewayTest: 1,
      sender: { id: 'GW-USER', password: 'gw-pass' }, bodyXml: body('AAAAAAAAAAAAAAAAAAAAAAAAAAA='),
    });
    const ack = await client.post(sim.submissionUrl, xml);
    const final = await client.waitForResponse('HMRC-PAYE-RTI-FPS', ack.reply);
    expect([final.reply.qualifier, final.reply.errors.map((e) => e.number)]).toEqual(['error', [3001, GOVTALK_ERRORS.IRMARK_INCORRECT]]);
  });

  it('what is not XML, or not an RTI class, is fatal 1001', async () => {
    const notXml = await te().post(sim.submissionUrl, 'hello');
    expect(notXml.reply.errors.map((e) => [e.number, e.type])).toEqual([[1001, 'fatal']]);
    const wrongClass = await te().list('HMRC-CT-CT600', { id: 'GW-USER', password: 'gw-pass' });
    expect(wrongClass.reply.errors.map((e) => e.number)).toEqual([1001]);
  });
});
