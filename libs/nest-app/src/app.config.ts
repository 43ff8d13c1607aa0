import { registerAs } from '@nestjs/config';
import { isOneOf, isPort, validateEnv } from '@app/nest-common';

// The configuration of libs/nest-app: the only file of the lib that reads the environment.

/** Where a process listens: PORT (default: the module's own port, or the gateway's 3000) and HOST. */
export const appConfig = registerAs('app', () => {
  const env = process.env;
  validateEnv({ PORT: { check: isPort } }, env);
  return { port: env.PORT ? Number(env.PORT) : undefined, host: env.HOST || '127.0.0.1' };
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL (one of pino's levels); default info, or warn under Jest (NODE_ENV=test). */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevelName {
  validateEnv({ LOG_LEVEL: { check: isOneOf(...LOG_LEVELS) } }, env);
  return (env.LOG_LEVEL as LogLevelName | undefined) ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
}

/** Who may read /metrics and the API document (read when the app is composed, so tests can set the variables). */
export interface OperabilityConfig {
  /** METRICS_TOKEN: the bearer token /metrics requires. Unset: open outside production, not served in production. */
  metricsToken?: string;
  /** API_DOCS=public opens /api/docs and /api/openapi.json in production; otherwise Admin only there. */
  publicApiDocs: boolean;
  production: boolean;
}

export function operabilityFromEnv(env: NodeJS.ProcessEnv = process.env): OperabilityConfig {
  validateEnv(
    {
      METRICS_TOKEN: { check: (v) => (v.length >= 16 ? undefined : 'must be at least 16 characters') },
      API_DOCS: { check: isOneOf('public', 'admin') },
    },
    env,
  );
  return { metricsToken: env.METRICS_TOKEN || undefined, publicApiDocs: env.API_DOCS === 'public', production: env.NODE_ENV === 'production' };
}
