// The HMRC integration's configuration: the only place in this feature that reads the environment.
import { ConfigType, registerAs } from '@nestjs/config';
import { allowPrivateTargets, EnvRule, isOneOf, isPositiveInt, isUrl, validateEnv } from '@app/nest-common';

export const hmrcIntegrationEnvRules: Record<string, EnvRule> = {
  SEED_DEMO_DATA: { check: isOneOf('true', 'false') },
  PUBLIC_URL: { check: isUrl },
  HMRC_CALL_TIMEOUT_MS: { check: isPositiveInt },
  HMRC_VENDOR_ID: { check: (v) => (/^\d{4}$/.test(v) ? undefined : 'must be the 4-digit HMRC Vendor ID') },
};

export function loadHmrcIntegrationConfig(env: NodeJS.ProcessEnv = process.env) {
  validateEnv(hmrcIntegrationEnvRules, env);
  const embedded = !env.DATABASE_URL;
  return {
    /**
     * The demo switch of README's SEED_DEMO_DATA (unset: embedded database only; true: any empty database; false:
     * never): seeds a configuration and credentials pointing at the in-process simulators (docs/hmrc-integration.md).
     */
    seedDemoData: env.SEED_DEMO_DATA === 'true' || (env.SEED_DEMO_DATA !== 'false' && embedded),
    /** Origin the OAuth redirect URI is built on; null = the origin of the admin's browser. */
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    /** Time-out of each call to HMRC; the whole connection test stays under 15 s (3 sequential REST calls + 1 RTI). */
    callTimeoutMs: Math.min(Number(env.HMRC_CALL_TIMEOUT_MS || 3500), 3500),
    /** ALLOW_PRIVATE_TARGETS: HMRC URLs on loopback/private networks (the local simulators) allowed; never metadata. */
    allowPrivateTargets: allowPrivateTargets(env),
    /** GovTalk ChannelRouting URI (HMRC Vendor ID, issued by SDST); 0000 until one is issued. */
    vendorId: env.HMRC_VENDOR_ID || '0000',
    productVersion: env.npm_package_version || '0.1.0',
  };
}

export const hmrcIntegrationConfig = registerAs('hmrc-integration', () => loadHmrcIntegrationConfig());
export type HmrcIntegrationConfig = ConfigType<typeof hmrcIntegrationConfig>;
