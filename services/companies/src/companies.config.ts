import { join } from 'path';
import { ConfigType, registerAs } from '@nestjs/config';
import { isPasswordAcceptable, PASSWORD_MIN_LENGTH } from '@app/contracts';
import { ConfigError, dataDir, EnvRule, isUrl, validateEnv } from '@app/nest-common';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** The companies module's variables (the gateway validates the same ones when it hosts the module). */
export const companiesEnvRules: Record<string, EnvRule> = {
  PUBLIC_URL: { check: isUrl },
  ADMIN_EMAIL: { check: (v) => (/^[^@\s]+@[^@\s]+$/.test(v) ? undefined : 'must be an e-mail address') },
  ADMIN_PASSWORD: { check: (v) => (isPasswordAcceptable(v) ? undefined : `must be ${PASSWORD_MIN_LENGTH} to 128 characters long`) },
};

/**
 * Origin of e-mailed invitation and password reset links, never taken from a request (an attacker's Host or Origin
 * header would otherwise aim a real reset e-mail at their own site): PUBLIC_URL, required in production; in
 * development the server's own configured address (HOST, PORT).
 */
export function linkOrigin(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  if (env.NODE_ENV === 'production') throw new ConfigError(['PUBLIC_URL is required in production (the origin of e-mailed links)']);
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '3000'}`;
}

/** Reads and validates the companies module's configuration once (the only place companies reads the environment). */
export function loadCompaniesConfig(env: NodeJS.ProcessEnv = process.env) {
  validateEnv(companiesEnvRules, env);
  return {
    /** Origin of e-mailed invitation and password reset links (see linkOrigin). */
    publicUrl: linkOrigin(env),
    /** Root of the stored files' blobs (`LocalBlobStore`). */
    filesDir: join(dataDir(env), 'files'),
    /** The first admin, created when no admin exists. */
    adminEmail: (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase(),
    /** Unset: a password is generated and printed once. */
    adminPassword: env.ADMIN_PASSWORD || null,
  };
}

/** The `companies` configuration namespace: `@Inject(companiesConfig.KEY) config: CompaniesConfig`. */
export const companiesConfig = registerAs('companies', () => loadCompaniesConfig());
export type CompaniesConfig = ConfigType<typeof companiesConfig>;
