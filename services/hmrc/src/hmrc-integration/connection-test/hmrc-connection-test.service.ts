import { Inject, Injectable } from '@nestjs/common';
import type { HmrcRtiConnectionResult, HmrcTestResult, HmrcTestRun } from '@app/contracts';
import { GovTalkClient, GovTalkTransportError, payeKeys } from '@app/govtalk';
import { OutboundTargetRefused } from '@app/nest-common';
import { HmrcAuthorizationService } from '../authorization/hmrc-authorization.service';
import { HmrcConfigurationService } from '../configuration/hmrc-configuration.service';
import { HmrcCredentialsService } from '../credentials/hmrc-credentials.service';
import { hmrcIntegrationConfig, HmrcIntegrationConfig } from '../hmrc-integration.config';
import { apiConnection, FraudContext, fraudPreventionHeaders, RTI_MESSAGES, rtiFromReply, subTest } from './connection-test-rules';
import { HMRC_ACCEPT, HmrcApiClient } from './hmrc-api.client';
import { HmrcTestRunsRepository } from './hmrc-test-runs.repository';

/** The whole test answers within this, whatever HMRC does (each call also has its own shorter time-out). */
export const TEST_BUDGET_MS = 14_000;
export const RTI_TEST_CLASS = 'HMRC-PAYE-RTI-FPS';

export type CallerContext = Omit<FraudContext, 'productName' | 'productVersion' | 'now'> & { email: string };

const TESTS = {
  helloWorld: 'GET /hello/world - open access: HMRC is reachable and the Accept header is right',
  helloApplication: 'GET /hello/application - application-restricted: the active API credential gets a client_credentials token',
  helloUser: 'GET /hello/user - user-restricted: needs a user grant (Authorize with HMRC)',
} as const;

function withDeadline<T>(work: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([work, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback()), ms)))]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HmrcConnectionTestService {
  constructor(
    private readonly configuration: HmrcConfigurationService,
    private readonly credentials: HmrcCredentialsService,
    private readonly authorization: HmrcAuthorizationService,
    private readonly api: HmrcApiClient,
    private readonly runs: HmrcTestRunsRepository,
    @Inject(hmrcIntegrationConfig.KEY) private readonly config: HmrcIntegrationConfig,
  ) {}

  async run(caller: CallerContext): Promise<HmrcTestResult> {
    const configuration = await this.configuration.get();
    const fraud = fraudPreventionHeaders({ ...caller, productName: configuration.applicationName, productVersion: this.config.productVersion, now: new Date() });
    const headers = { Accept: HMRC_ACCEPT, ...fraud };
    const base = configuration.baseApiUrl;
    const seconds = this.api.timeoutMs / 1000;

    const helloWorld = this.api.get(base, '/hello/world', headers).then((o) => subTest(o, TESTS.helloWorld));
    const helloApplication = (async () => {
      const credential = await this.credentials.active('API');
      if (!credential) return subTest({ kind: 'skipped', reason: 'No active HMRC API credential: add one on the Credentials tab' }, TESTS.helloApplication);
      const token = await this.api.applicationToken(base, credential.identifier, credential.secret, fraud);
      if (token.kind === 'refused') {
        const hint = token.status === 401 || /invalid_client/.test(token.message) ? ': HMRC refused the Client ID or Client Secret of the active API credential' : '';
        return subTest({ kind: 'answer', status: token.status, message: `Token request failed - ${token.message}${hint}` }, TESTS.helloApplication);
      }
      if (token.kind !== 'token') return subTest(token, TESTS.helloApplication);
      return subTest(await this.api.get(base, '/hello/application', { ...headers, Authorization: `Bearer ${token.token.accessToken}` }), TESTS.helloApplication);
    })();
    const helloUser = (async () => {
      const token = await this.authorization.userAccessToken().catch(() => null);
      const outcome = await this.api.get(base, '/hello/user', token ? { ...headers, Authorization: `Bearer ${token}` } : headers);
      if (!token && outcome.kind === 'answer' && outcome.status === 401) {
        return subTest({ ...outcome, message: `${outcome.message} - no user grant yet: use Authorize with HMRC` }, TESTS.helloUser);
      }
      return subTest(outcome, TESTS.helloUser);
    })();
    const rti = this.rti(configuration.rtiGatewayUrl, configuration.environment === 'sandbox' ? 1 : 0);

    const budget = TEST_BUDGET_MS;
    const late = (what: string) => subTest({ kind: 'timeout', seconds }, what);
    const [world, application, user, rtiConnection] = await Promise.all([
      withDeadline(helloWorld, budget, () => late(TESTS.helloWorld)),
      withDeadline(helloApplication, budget, () => late(TESTS.helloApplication)),
      withDeadline(helloUser, budget, () => late(TESTS.helloUser)),
      withDeadline(rti, budget, (): HmrcRtiConnectionResult => ({ isConnected: false, statusCode: null, error: RTI_MESSAGES.timeout(seconds), govTalkErrorNumber: null })),
    ]);
    const api = apiConnection({ helloWorld: world, helloApplication: application, helloUser: user });
    const testedAt = new Date();
    const run = await this.runs.insert({
      testedAt,
      testedBy: caller.email,
      environment: configuration.environment,
      apiConnected: api.isConnected,
      rtiConnected: rtiConnection.isConnected,
      result: { success: true, error: null, data: null },
    });
    const result: HmrcTestResult = {
      success: true,
      error: null,
      data: { apiConnection: api, rtiConnection, environment: configuration.environment, testedAt: testedAt.toISOString(), runId: run.id },
    };
    await this.runs.setResult(run.id, result);
    return result;
  }

  /** A GovTalk request/list data request with the active gateway credential (GatewayTest 1 in sandbox). */
  private async rti(submissionUrl: string, gatewayTest: 0 | 1): Promise<HmrcRtiConnectionResult> {
    const credential = await this.credentials.active('RTIGateway');
    if (!credential) return { isConnected: false, statusCode: null, error: RTI_MESSAGES.noCredential, govTalkErrorNumber: null };
    const client = new GovTalkClient({
      submissionUrl,
      gatewayTest,
      timeoutMs: this.api.timeoutMs,
      channel: { uri: this.config.vendorId, product: 'UK Payroll', version: this.config.productVersion },
    });
    const keys = credential.employerPAYEReference
      ? payeKeys(credential.employerPAYEReference)
      : credential.taxOfficeNumber && credential.taxOfficeReference
        ? ([['TaxOfficeNumber', credential.taxOfficeNumber], ['TaxOfficeReference', credential.taxOfficeReference]] as Array<[string, string]>)
        : [];
    try {
      await this.api.assertTarget(submissionUrl);
    } catch (error) {
      if (!(error instanceof OutboundTargetRefused)) throw error;
      return { isConnected: false, statusCode: null, error: RTI_MESSAGES.network(error.message), govTalkErrorNumber: null };
    }
    try {
      const exchange = await client.list(RTI_TEST_CLASS, { id: credential.identifier, password: credential.secret }, keys);
      return rtiFromReply(exchange.httpStatus, exchange.reply);
    } catch (error) {
      if (!(error instanceof GovTalkTransportError)) throw error;
      const seconds = this.api.timeoutMs / 1000;
      const message =
        error.kind === 'timeout' ? RTI_MESSAGES.timeout(seconds) : error.kind === 'network' ? RTI_MESSAGES.network(error.message.replace(/^.*\((.*)\)$/, '$1')) : RTI_MESSAGES.notGovTalk(error.httpStatus ?? 0);
      return { isConnected: false, statusCode: error.httpStatus, error: message, govTalkErrorNumber: null };
    }
  }

  async list(): Promise<HmrcTestRun[]> {
    return (await this.runs.latest()).map((r) => ({
      id: r.id,
      testedAt: r.testedAt.toISOString(),
      testedBy: r.testedBy,
      environment: r.environment,
      apiConnected: r.apiConnected,
      rtiConnected: r.rtiConnected,
      result: r.result,
    }));
  }
}
