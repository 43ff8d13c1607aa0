import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HMRC_DEFAULT_CONFIGURATION } from '@app/contracts';
import { HmrcSimulator, startHmrcSimulator } from '@app/hmrc-simulator';
import { HmrcConfigurationService } from '../configuration/hmrc-configuration.service';
import { HmrcCredentialsService } from '../credentials/hmrc-credentials.service';
import { hmrcIntegrationConfig, HmrcIntegrationConfig } from '../hmrc-integration.config';

/** The demo application and gateway user the simulators accept (offline demo only; never real HMRC credentials). */
export const DEMO_HMRC = {
  client: { clientId: 'demo-hmrc-client', clientSecret: 'demo-hmrc-client-secret' },
  gatewayUser: { userId: 'DEMOGATEWAY01', password: 'demo-gateway-password' },
  references: { taxOfficeNumber: '123', taxOfficeReference: 'AB45678', employerPAYEReference: '123/AB45678', accountsOfficeReference: '123PA00012345', vatRegistrationNumber: '123456782' },
  notificationEmail: 'payroll-alerts@example.com',
} as const;

/**
 * Offline demo (README's SEED_DEMO_DATA switch): on an empty hmrc integration it starts the HMRC simulators on
 * 127.0.0.1:0 and seeds a configuration and credentials pointing at them; on later starts it restarts them and
 * re-points the demo configuration (ports change). An admin's saved configuration is never touched.
 */
@Injectable()
export class HmrcDemoService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HmrcDemo');
  private simulator: HmrcSimulator | null = null;

  constructor(
    @Inject(hmrcIntegrationConfig.KEY) private readonly config: HmrcIntegrationConfig,
    private readonly configuration: HmrcConfigurationService,
    private readonly credentials: HmrcCredentialsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const state = await this.configuration.state();
    if (state === 'admin' || (state === 'none' && (await this.credentials.count()) > 0)) return;
    this.simulator = await startHmrcSimulator({ clients: [DEMO_HMRC.client], gatewayUsers: [DEMO_HMRC.gatewayUser] });
    const { apiBaseUrl, submissionUrl } = this.simulator;
    if (state === 'demo') {
      await this.configuration.repointDemo(apiBaseUrl, submissionUrl);
    } else {
      await this.configuration.seedDemo({ ...HMRC_DEFAULT_CONFIGURATION, baseApiUrl: apiBaseUrl, rtiGatewayUrl: submissionUrl, notificationEmail: DEMO_HMRC.notificationEmail });
      const none = { clientId: null, clientSecret: null, gatewayUserId: null, gatewayPassword: null };
      await this.credentials.store({ ...none, credentialType: 'API', ...DEMO_HMRC.client, ...DEMO_HMRC.references });
      await this.credentials.store({ ...none, credentialType: 'RTIGateway', gatewayUserId: DEMO_HMRC.gatewayUser.userId, gatewayPassword: DEMO_HMRC.gatewayUser.password, ...DEMO_HMRC.references });
    }
    this.logger.log(`HMRC simulators for the demo configuration on ${apiBaseUrl}`);
  }

  /** The running simulator (tests), null when the demo is off. */
  get running(): HmrcSimulator | null {
    return this.simulator;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.simulator?.close();
    this.simulator = null;
  }
}
