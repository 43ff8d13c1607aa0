import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { CompanyStatistics, PaymentProviderStatus, Vault } from '@app/nest-common';
import type { ComponentHealth, SystemMetrics, SystemStatus } from '@app/contracts';
import { systemStatusConfig } from '../config';
import { LocalConnections } from '../hub/local-connections';
import { SystemStatusRepository } from './system-status.repository';
import { formatUptime, overallMessage, overallStatus, withTimeout } from './status-rules';

/** Time limit of each check (milliseconds). All checks run in parallel, so the page answers within the longest. */
const CHECK_TIMEOUTS = {
  database: 2000,
  redis: 1000,
  service: 2000,
  vault: 1000,
  paymentProvider: 3000,
} as const;

/** Latency above which the database is reported as Warning. */
const SLOW_DATABASE_MS = 500;

const SERVICE_MODULES = ['gateway', 'companies', 'billing', 'hmrc', 'technical', 'settings'] as const;

const health = (componentName: string, status: ComponentHealth['status'], statusMessage: string, additionalInfo: Record<string, unknown> = {}): ComponentHealth => ({
  componentName,
  status,
  statusMessage,
  additionalInfo: Object.fromEntries(Object.entries(additionalInfo).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])),
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads a service's package.json version (services/<name>/package.json, relative to src/ or dist/). */
function serviceVersion(name: string): string {
  const file = join(__dirname, '..', '..', '..', name, 'package.json');
  try {
    return existsSync(file) ? String(JSON.parse(readFileSync(file, 'utf8')).version ?? 'unknown') : 'unknown';
  } catch {
    return 'unknown';
  }
}

@Injectable()
export class SystemStatusService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly checks: SystemStatusRepository,
    private readonly vault: Vault,
    private readonly connections: LocalConnections,
    @Inject(systemStatusConfig.KEY) private readonly config: ConfigType<typeof systemStatusConfig>,
    /** The companies module's port (composeApp's "unavailable" fallback in a process without that module). */
    private readonly companies: CompanyStatistics,
    /** Provided by the billing module (a real SDK call); absent in a process without it (then the HTTP probe below). */
    @Optional() private readonly paymentProvider?: PaymentProviderStatus,
  ) {}

  async status(): Promise<SystemStatus> {
    const config = this.config;
    const guard = (name: string, ms: number, check: () => Promise<ComponentHealth>) =>
      withTimeout(check(), ms, name).catch((error) => health(name, 'Error', reason(error)));
    const [database, messageServer, billingService, hmrcService, vaultConnectivity, stripeConnectivity] = await Promise.all([
      guard('Database', CHECK_TIMEOUTS.database, () => this.checkDatabase()),
      // The hub part is local; only the Redis ping can time out.
      this.checkMessageServer(config.redisUrl),
      guard('Billing Service', CHECK_TIMEOUTS.service, () => this.checkModule('Billing Service', 'billing', config.billingUrl)),
      guard('HMRC Service', CHECK_TIMEOUTS.service, () => this.checkModule('HMRC Service', 'hmrc', config.hmrcUrl)),
      guard('Vault', CHECK_TIMEOUTS.vault, () => this.checkVault()),
      guard('Payment Provider (Stripe)', CHECK_TIMEOUTS.paymentProvider, () => this.checkPaymentProvider()),
    ]);
    const all = [database, messageServer, billingService, hmrcService, vaultConnectivity, stripeConnectivity];
    const overall = overallStatus(all.map((c) => c.status));
    return {
      overallStatus: { status: overall, statusMessage: overallMessage(overall, all.filter((c) => c.status !== 'Healthy').map((c) => c.componentName)) },
      checkedAt: new Date().toISOString(),
      database,
      messageServer,
      billingService,
      hmrcService,
      vaultConnectivity,
      stripeConnectivity,
    };
  }

  private async checkDatabase(): Promise<ComponentHealth> {
    const started = performance.now();
    const version = await this.checks.serverVersion();
    const latency = Math.round(performance.now() - started);
    const info = { latencyMs: latency, version };
    return latency > SLOW_DATABASE_MS
      ? health('Database', 'Warning', `Database answered slowly (${latency} ms)`, info)
      : health('Database', 'Healthy', 'Database connection is working', info);
  }

  private async checkMessageServer(redisUrl: string | undefined): Promise<ComponentHealth> {
    const info: Record<string, unknown> = { connections: this.connections.size, backplane: redisUrl ? 'Redis' : 'In-memory' };
    if (!redisUrl) return health('Message Server', 'Healthy', 'Notification hub is running (single instance, in-memory)', info);
    const client = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUTS.redis, retryStrategy: () => null });
    client.on('error', () => undefined);
    const started = performance.now();
    try {
      await withTimeout(client.connect().then(() => client.ping()), CHECK_TIMEOUTS.redis, 'Redis');
      info.redisLatencyMs = Math.round(performance.now() - started);
      return health('Message Server', 'Healthy', 'Notification hub is running with the Redis backplane', info);
    } catch (error) {
      return health('Message Server', 'Error', `Redis backplane is unreachable: ${reason(error)}`, info);
    } finally {
      client.disconnect();
    }
  }

  /**
   * In-process: its schema must exist (migrations ran). Split out (<MODULE>_URL): its own `/api/health` must answer
   * 2xx (every process serves it; a 404 means something else answers at that address).
   */
  private async checkModule(name: string, schema: string, url: string | undefined): Promise<ComponentHealth> {
    if (!url) {
      return (await this.checks.schemaExists(schema))
        ? health(name, 'Healthy', 'Running in-process', { mode: 'in-process', version: serviceVersion(schema) })
        : health(name, 'Error', `The ${schema} schema is missing`, { mode: 'in-process' });
    }
    const started = performance.now();
    const response = await fetch(`${url.replace(/\/+$/, '')}/api/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUTS.service) });
    const latency = Math.round(performance.now() - started);
    return response.ok
      ? health(name, 'Healthy', 'Service is reachable', { latencyMs: latency, mode: 'remote' })
      : health(name, 'Error', `Service answered ${response.status}`, { latencyMs: latency, mode: 'remote' });
  }

  /**
   * Can the current key decrypt a canary sealed earlier? The first check seals one; after a key change (or a
   * corrupted key file) the old canary no longer opens, which would also make every stored secret unreadable.
   */
  private async checkVault(): Promise<ComponentHealth> {
    const sealed = await this.checks.vaultCanary();
    if (!sealed) {
      await this.checks.sealVaultCanary(this.vault.encrypt('canary'));
      return this.checkVault();
    }
    try {
      if (this.vault.decrypt(sealed) !== 'canary') throw new Error('wrong plaintext');
    } catch {
      return health('Vault', 'Error', 'The encryption key cannot decrypt the stored canary (the key has changed?)', { algorithm: 'AES-256-GCM' });
    }
    return health('Vault', 'Healthy', 'Secrets can be decrypted', { algorithm: 'AES-256-GCM' });
  }

  private async checkPaymentProvider(): Promise<ComponentHealth> {
    const name = 'Payment Provider (Stripe)';
    if (this.paymentProvider) {
      const result = await this.paymentProvider.check(CHECK_TIMEOUTS.paymentProvider - 500);
      return health(name, result.status, result.statusMessage, result.additionalInfo);
    }
    const key = this.config.stripeSecretKey;
    if (!key) return health(name, 'Warning', 'Payment provider is not configured (STRIPE_SECRET_KEY is not set)', { configured: 'no' });
    const base = this.config.stripeApiUrl.replace(/\/+$/, '');
    const started = performance.now();
    const response = await fetch(`${base}/v1/balance`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(CHECK_TIMEOUTS.paymentProvider),
    });
    const info = { latencyMs: Math.round(performance.now() - started), mode: key.startsWith('sk_live_') ? 'live' : 'test' };
    if (response.ok) return health(name, 'Healthy', 'Payment provider is reachable', info);
    if (response.status === 401 || response.status === 403) return health(name, 'Error', 'Payment provider rejected the API key', info);
    return health(name, 'Warning', `Payment provider answered ${response.status}`, info);
  }

  async metrics(): Promise<SystemMetrics> {
    // The counts belong to the companies module: asked through its port, never read from its tables.
    return {
      ...(await this.companies.totals()),
      systemUptime: formatUptime(process.uptime()),
      serviceVersions: Object.fromEntries(SERVICE_MODULES.map((m) => [m, serviceVersion(m)])),
    };
  }
}
