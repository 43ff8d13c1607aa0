import { join } from 'path';
import { ConfigType, registerAs } from '@nestjs/config';
import { dataDir, EnvRule, isUrl, validateEnv } from '@app/nest-common';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** The companies module's variables (the gateway validates the same ones when it hosts the module). */
export const companiesEnvRules: Record<string, EnvRule> = {
  PUBLIC_URL: { check: isUrl },
  ADMIN_EMAIL: { check: (v) => (/^[^@\s]+@[^@\s]+$/.test(v) ? undefined : 'must be an e-mail address') },
  ADMIN_PASSWORD: { check: (v) => (v.length >= 8 ? undefined : 'must be at least 8 characters') },
};

/** Reads and validates the companies module's configuration once (the only place companies reads the environment). */
export function loadCompaniesConfig(env: NodeJS.ProcessEnv = process.env) {
  validateEnv(companiesEnvRules, env);
  return {
    /** Origin of e-mailed invitation and password reset links; null = the origin of the admin's request. */
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
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
