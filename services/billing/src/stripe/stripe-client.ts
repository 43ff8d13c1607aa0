import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Agent as HttpAgent, type Server } from 'http';
import { Agent as HttpsAgent } from 'https';
import type { AddressInfo, LookupFunction } from 'net';
import Stripe from 'stripe';
import { DEFAULT_REQUIRED_WEBHOOK_EVENTS, STRIPE_ROUTES } from '@app/contracts';
import { checkOutboundHost, guardedLookup } from '@app/nest-common';
import { StripeSimulator } from '@app/stripe-simulator';
import { billingConfig, BillingConfig } from '../billing.config';

/** Events the receiver handles: spec 9's four plus customer.subscription.created. */
export const HANDLED_EVENTS = ['customer.subscription.created', ...DEFAULT_REQUIRED_WEBHOOK_EVENTS];

export type StripeMode = 'simulator' | 'test' | 'live';

/**
 * The one place the official SDK client is created (the port every billing service uses). STRIPE_SECRET_KEY set:
 * Stripe itself (or STRIPE_API_URL). Unset: the embedded simulator, started here on 127.0.0.1:0 within the module's
 * lifecycle, which sends its signed webhooks to this process's own receiver once the HTTP server listens.
 * Same SDK and code path either way.
 */
@Injectable()
export class StripeClient implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Stripe');
  private client: Stripe | null = null;
  /** The embedded simulator (no STRIPE_SECRET_KEY), for its control API in tests and the demo. */
  simulator: StripeSimulator | null = null;

  constructor(
    @Inject(billingConfig.KEY) private readonly config: BillingConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  get stripe(): Stripe {
    if (!this.client) throw new Error('The Stripe client is not started');
    return this.client;
  }

  get mode(): StripeMode {
    if (!this.config.secretKey) return 'simulator';
    return this.config.secretKey.includes('_live_') ? 'live' : 'test';
  }

  async onModuleInit(): Promise<void> {
    const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'payroll-admin-billing' } };
    if (this.config.secretKey) {
      const url = new URL(this.config.apiUrl);
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      // A refused STRIPE_API_URL stops the start with the reason; every later connection is checked again when made.
      await checkOutboundHost(url.hostname, this.config.allowPrivateTargets);
      const lookup = guardedLookup(this.config.allowPrivateTargets) as unknown as LookupFunction;
      const httpAgent = protocol === 'http' ? new HttpAgent({ keepAlive: true, lookup }) : new HttpsAgent({ keepAlive: true, lookup });
      this.client = new Stripe(this.config.secretKey, { ...options, host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol, httpAgent });
      return;
    }
    this.simulator = new StripeSimulator();
    await this.simulator.start();
    this.client = new Stripe('sk_test_simulator', { ...options, host: this.simulator.host, port: this.simulator.port, protocol: 'http' });
    this.logger.log(`STRIPE_SECRET_KEY is not set: using the embedded Stripe simulator at ${this.simulator.url}`);
  }

  onApplicationBootstrap(): void {
    const simulator = this.simulator;
    const server = this.adapterHost?.httpAdapter?.getHttpServer?.() as Server | undefined;
    if (!simulator || !server) return;
    const point = () => {
      const address = server.address() as AddressInfo | null;
      if (!address || typeof address !== 'object') return;
      simulator.setWebhookEndpoint({
        url: `http://127.0.0.1:${address.port}${STRIPE_ROUTES.webhook}`,
        secret: this.config.webhookSecret,
        enabledEvents: HANDLED_EVENTS,
      });
    };
    if (server.listening) point();
    // every (re)listen re-points it (tests' servers may listen more than once)
    server.on('listening', point);
  }

  async onModuleDestroy(): Promise<void> {
    await this.simulator?.stop();
  }
}
