import { registerAs } from '@nestjs/config';

// The configuration of libs/nest-common, and the shared validation rules: the only file of the lib that reads the
// environment. Namespaces are registered with ConfigModule and injected as `@Inject(commonConfig.KEY)`.

/** One environment variable's rule: `check` returns an error text for a bad value (undefined when fine). */
export interface EnvRule {
  required?: boolean;
  check?: (value: string) => string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the given variables at boot and throws one ConfigError listing every problem. */
export function validateEnv(rules: Record<string, EnvRule>, env: NodeJS.ProcessEnv = process.env): void {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const value = env[name];
    if (value === undefined || value === '') {
      if (rule.required) problems.push(`${name} is required`);
      continue;
    }
    const problem = rule.check?.(value);
    if (problem) problems.push(`${name} ${problem} (got "${name.match(/SECRET|PASSWORD|KEY/) ? '***' : value}")`);
  }
  if (problems.length) throw new ConfigError(problems);
}

export const isPort = (v: string) => (/^\d+$/.test(v) && +v >= 0 && +v <= 65535 ? undefined : 'must be a port number (0-65535)');
export const isPositiveInt = (v: string) => (/^[1-9]\d*$/.test(v) ? undefined : 'must be a positive integer');
export const isUrl = (v: string) => {
  try {
    new URL(v);
    return undefined;
  } catch {
    return 'must be an absolute URL';
  }
};
export const isOneOf =
  (...allowed: string[]) =>
  (v: string) =>
    allowed.includes(v) ? undefined : `must be one of ${allowed.join(', ')}`;
export const isDuration = (v: string) => (/^\d+\s*(s|m|h|d)?$/.test(v) ? undefined : 'must be a duration such as 3600, 30m, 8h or 1d');

/** Variables every back-end process reads (database, secrets, data directory). */
export const commonEnvRules: Record<string, EnvRule> = {
  NODE_ENV: { check: isOneOf('development', 'production', 'test') },
  DATABASE_URL: { check: isUrl },
  DB_POOL_SIZE: { check: isPositiveInt },
  REDIS_URL: { check: isUrl },
  JWT_LIFETIME: { check: isDuration },
  JWT_SECRET: { check: (v) => (v.length >= 32 ? undefined : 'must be at least 32 characters') },
  ENCRYPTION_KEY: { check: (v) => (decodeKey(v) ? undefined : 'must be 32 bytes, base64 or hex encoded') },
  ALLOW_PRIVATE_TARGETS: { check: isOneOf('true', 'false') },
};

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR || './data';
}

/** Decodes a 32-byte key given as 64 hex characters or base64; undefined when it is neither. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const b64 = Buffer.from(trimmed, 'base64');
  return b64.length === 32 ? b64 : undefined;
}

/** Infrastructure of every process: event bus transport, vault key, proxy trust. Validated when loaded (boot). */
export const commonConfig = registerAs('common', () => {
  const env = process.env;
  validateEnv({ REDIS_URL: commonEnvRules.REDIS_URL, ENCRYPTION_KEY: commonEnvRules.ENCRYPTION_KEY }, env);
  return {
    /** Redis for the event bus; unset: the in-memory bus (one process). */
    redisUrl: env.REDIS_URL || undefined,
    /** The vault's key source: ENCRYPTION_KEY, else `${DATA_DIR}/encryption.key`. */
    vaultEnv: { ENCRYPTION_KEY: env.ENCRYPTION_KEY, DATA_DIR: env.DATA_DIR } as NodeJS.ProcessEnv,
    /** Express `trust proxy` (client address for sign-in throttling behind the gateway's proxy). */
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    /** Strict-Transport-Security is sent when the product's public address is https. */
    hsts: (env.PUBLIC_URL ?? '').startsWith('https://'),
  };
});
export type CommonConfig = ReturnType<typeof commonConfig>;
