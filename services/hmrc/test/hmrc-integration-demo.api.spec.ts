// The offline demo: with SEED_DEMO_DATA the hmrc module starts the HMRC simulators itself and seeds a configuration
// and credentials pointing at them, so Test HMRC Connection shows real results without a network.
import { HMRC_ROUTES, HmrcTestResult } from '@app/contracts';
import { HmrcDemoService } from '../src/hmrc-integration/demo/hmrc-demo.service';
import { createHmrcTestApp, HmrcTestApp } from './support/hmrc-test-app';

describe('HMRC integration demo data', () => {
  let t: HmrcTestApp;
  const saved = process.env.SEED_DEMO_DATA;

  beforeAll(async () => {
    process.env.SEED_DEMO_DATA = 'true';
    t = await createHmrcTestApp();
  });
  afterAll(async () => {
    await t?.close();
    if (saved === undefined) delete process.env.SEED_DEMO_DATA;
    else process.env.SEED_DEMO_DATA = saved;
  });

  it('seeds a configuration and both credentials pointing at the in-process simulators; the test connects offline', async () => {
    const admin = t.as(t.admin);
    const configuration = (await admin.get(HMRC_ROUTES.configuration).expect(200)).body;
    expect(configuration).toEqual(expect.objectContaining({ id: expect.any(String), environment: 'sandbox', baseApiUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) }));
    expect(configuration.rtiGatewayUrl).toBe(`${configuration.baseApiUrl}/submission`);
    const credentials = (await admin.get(HMRC_ROUTES.credentials).expect(200)).body;
    expect(credentials.map((c: { credentialType: string; isActive: boolean }) => [c.credentialType, c.isActive]).sort()).toEqual([['API', true], ['RTIGateway', true]]);
    const result = (await admin.post(HMRC_ROUTES.testConnection).expect(200)).body as HmrcTestResult;
    expect([result.data!.apiConnection.isConnected, result.data!.rtiConnection.isConnected]).toEqual([true, true]);
  });

  it('on a later start the simulators get a new port and the demo configuration follows; an admin-saved one is left alone', async () => {
    const demo = t.app.get(HmrcDemoService);
    const before = (await t.as(t.admin).get(HMRC_ROUTES.configuration)).body.baseApiUrl;
    await demo.onApplicationShutdown();
    await demo.onApplicationBootstrap();
    const after = (await t.as(t.admin).get(HMRC_ROUTES.configuration)).body;
    expect(after.baseApiUrl).toBe(demo.running!.apiBaseUrl);
    expect(after.baseApiUrl).not.toBe(before);
    expect((await t.as(t.admin).get(HMRC_ROUTES.credentials)).body).toHaveLength(2);

    await t.as(t.admin).post(HMRC_ROUTES.configuration, { ...after, notificationEmail: 'ops@example.com' }).expect(200);
    await demo.onApplicationShutdown();
    await demo.onApplicationBootstrap();
    expect(demo.running).toBeNull();
    expect((await t.as(t.admin).get(HMRC_ROUTES.configuration)).body.baseApiUrl).toBe(after.baseApiUrl);
  });
});
