// The technical module's configuration: the only place in this module that reads the environment. Each namespace
// is validated at boot with the shared rules (libs/nest-common/src/config.ts) and injected with
// `@Inject(x.KEY) cfg: ConfigType<typeof x>`.
import { registerAs } from '@nestjs/config';
import { EnvRule, isUrl, validateEnv } from '@app/nest-common';

const isNonNegativeInt = (v: string) => (/^\d+$/.test(v) ? undefined : 'must be a whole number of milliseconds');

/** Environment variables of the technical module (hub, scheduler, status checks), validated at boot. */
export const technicalEnvRules: Record<string, EnvRule> = {
  HUB_KEEP_ALIVE_MS: { check: isNonNegativeInt },
  HUB_CLIENT_TIMEOUT_MS: { check: isNonNegativeInt },
  NOTIFICATION_SCHEDULER_INTERVAL_MS: { check: isNonNegativeInt },
  STRIPE_API_URL: { check: isUrl },
  BILLING_URL: { check: isUrl },
  HMRC_URL: { check: isUrl },
  REDIS_URL: { check: isUrl },
  AUDIT_RETENTION_DAYS: { check: (v: string) => (/^[1-9]\d{0,5}$/.test(v) ? undefined : 'must be a whole number of days from 1 to 999999') },
};

const validate = (...names: string[]) => validateEnv(Object.fromEntries(names.map((n) => [n, technicalEnvRules[n]])));
const env = (name: string) => process.env[name] || undefined;

/** Server ping period (ASP.NET KeepAliveInterval) and client timeout (>= 2 x the client's 15 s keep-alive). */
const HUB_KEEP_ALIVE_MS = 15_000;
const HUB_CLIENT_TIMEOUT_MS = 60_000;

/** The notification hub's keep-alive and client timeout (its fan-out is the event bus: docs/notification-hub.md). */
export const hubConfig = registerAs('hub', () => {
  validate('HUB_KEEP_ALIVE_MS', 'HUB_CLIENT_TIMEOUT_MS');
  return {
    keepAliveIntervalMs: Number(env('HUB_KEEP_ALIVE_MS')) || HUB_KEEP_ALIVE_MS,
    clientTimeoutMs: Number(env('HUB_CLIENT_TIMEOUT_MS')) || HUB_CLIENT_TIMEOUT_MS,
  };
});

/** Poll period of the notification scheduler (default 5 s; 0 disables the timer). */
export const schedulerConfig = registerAs('scheduler', () => {
  validate('NOTIFICATION_SCHEDULER_INTERVAL_MS');
  return { intervalMs: Number(env('NOTIFICATION_SCHEDULER_INTERVAL_MS') ?? 5000) };
});

/** What the Technical Status checks reach: the Redis backplane, split-out modules, the payment provider. */
export const systemStatusConfig = registerAs('system-status', () => {
  validate('REDIS_URL', 'BILLING_URL', 'HMRC_URL', 'STRIPE_API_URL');
  return {
    redisUrl: env('REDIS_URL'),
    billingUrl: env('BILLING_URL'),
    hmrcUrl: env('HMRC_URL'),
    stripeSecretKey: env('STRIPE_SECRET_KEY'),
    stripeApiUrl: env('STRIPE_API_URL') ?? 'https://api.stripe.com',
  };
});

/** How long audit entries are kept (default 2,555 days = 7 years); older ones are purged at start and daily. */
export const auditConfig = registerAs('audit', () => {
  validate('AUDIT_RETENTION_DAYS');
  return { retentionDays: Number(env('AUDIT_RETENTION_DAYS') ?? 2555) };
});
