import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Vault } from '@app/nest-common';
import type { ComponentHealth, SystemMetrics, SystemStatus } from '@app/contracts';
import { LocalConnections } from '../hub/local-connections';
import { formatUptime, overallMessage, overallStatus, withTimeout } from './status-rules';

/** Time limit of each check (milliseconds). All checks run in parallel, so the page answers within the longest. */
export const CHECK_TIMEOUTS = {
  database: 2000,
  redis: 1000,
  service: 2000,
  vault: 1000,
  paymentProvider: 3000,
} as const;

/** Latency above which the database is reported as Warning. */
export const SLOW_DATABASE_MS = 500;

const SERVICE_MODULES = ['gateway', 'companies', 'billing', 'hmrc', 'technical', 'settings'] as const;

const health = (componentName: string, status: ComponentHealth['status'], statusMessage: string, additionalInfo: Record<string, unknown> = {}): ComponentHealth => ({
  componentName,
  status,
  statusMessage,
  additionalInfo: Object.fromEntries(Object.entries(additionalInfo).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])),
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads a service's package.json version (services/<name>/package.json, relative to src/ or dist/). */
export function serviceVersion(name: string): string {
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
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly vault: Vault,
    private readonly connections: LocalConnections,
  ) {}

  async status(env: NodeJS.ProcessEnv = process.env): Promise<SystemStatus> {
    const guard = (name: string, ms: number, check: () => Promise<ComponentHealth>) =>
      withTimeout(check(), ms, name).catch((error) => health(name, 'Error', reason(error)));
    const [database, messageServer, billingService, hmrcService, vaultConnectivity, stripeConnectivity] = await Promise.all([
      guard('Database', CHECK_TIMEOUTS.database, () => this.checkDatabase()),
      // The hub part is local; only the Redis ping can time out.
      this.checkMessageServer(env.REDIS_URL),
      guard('Billing Service', CHECK_TIMEOUTS.service, () => this.checkModule('Billing Service', 'billing', env.BILLING_URL)),
      guard('HMRC Service', CHECK_TIMEOUTS.service, () => this.checkModule('HMRC Service', 'hmrc', env.HMRC_URL)),
      guard('Vault', CHECK_TIMEOUTS.vault, () => this.checkVault()),
      guard('Payment Provider (Stripe)', CHECK_TIMEOUTS.paymentProvider, () => this.checkPaymentProvider(env)),
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
    const [row] = (await this.dataSource.query(`SELECT current_setting('server_version') AS version`)) as { version: string }[];
    const latency = Math.round(performance.now() - started);
    const info = { latencyMs: latency, version: row?.version };
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

  /** In-process: its schema must exist (migrations ran). Split out (<MODULE>_URL): its HTTP server must answer. */
  private async checkModule(name: string, schema: string, url: string | undefined): Promise<ComponentHealth> {
    if (!url) {
      const rows = (await this.dataSource.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])) as unknown[];
      return rows.length
        ? health(name, 'Healthy', 'Running in-process', { mode: 'in-process', version: serviceVersion(schema) })
        : health(name, 'Error', `The ${schema} schema is missing`, { mode: 'in-process' });
    }
    const started = performance.now();
    const response = await fetch(`${url.replace(/\/+$/, '')}/api/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUTS.service) });
    const latency = Math.round(performance.now() - started);
    return response.status < 500
      ? health(name, 'Healthy', 'Service is reachable', { latencyMs: latency, mode: 'remote' })
      : health(name, 'Error', `Service answered ${response.status}`, { latencyMs: latency, mode: 'remote' });
  }

  /**
   * Can the current key decrypt a canary sealed earlier? The first check seals one; after a key change (or a
   * corrupted key file) the old canary no longer opens, which would also make every stored secret unreadable.
   */
  private async checkVault(): Promise<ComponentHealth> {
    const [existing] = (await this.dataSource.query(`SELECT sealed FROM technical.vault_canary WHERE id = 1`)) as { sealed: string }[];
    if (!existing) {
      await this.dataSource.query(`INSERT INTO technical.vault_canary (id, sealed) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
        this.vault.encrypt('canary'),
      ]);
      return this.checkVault();
    }
    try {
      if (this.vault.decrypt(existing.sealed) !== 'canary') throw new Error('wrong plaintext');
    } catch {
      return health('Vault', 'Error', 'The encryption key cannot decrypt the stored canary (the key has changed?)', { algorithm: 'AES-256-GCM' });
    }
    return health('Vault', 'Healthy', 'Secrets can be decrypted', { algorithm: 'AES-256-GCM' });
  }

  private async checkPaymentProvider(env: NodeJS.ProcessEnv): Promise<ComponentHealth> {
    const name = 'Payment Provider (Stripe)';
    const key = env.STRIPE_SECRET_KEY;
    if (!key) return health(name, 'Warning', 'Payment provider is not configured (STRIPE_SECRET_KEY is not set)', { configured: 'no' });
    const base = (env.STRIPE_API_URL || 'https://api.stripe.com').replace(/\/+$/, '');
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
    // Read-only SQL on the companies schema (no entity import across modules).
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM companies.companies)::int AS total_companies,
              (SELECT count(*) FROM companies.companies WHERE is_active)::int AS active_companies,
              (SELECT count(*) FROM companies.users)::int AS total_users,
              (SELECT count(*) FROM companies.employees)::int AS total_employees`,
    )) as { total_companies: number; active_companies: number; total_users: number; total_employees: number }[];
    return {
      totalCompanies: row.total_companies,
      activeCompanies: row.active_companies,
      totalUsers: row.total_users,
      totalEmployees: row.total_employees,
      systemUptime: formatUptime(process.uptime()),
      serviceVersions: Object.fromEntries(SERVICE_MODULES.map((m) => [m, serviceVersion(m)])),
    };
  }
}
