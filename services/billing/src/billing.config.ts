// The billing module's configuration: the only place in this module that reads the environment (validated at boot,
// injected with `@Inject(billingConfig.KEY) config: BillingConfig`).
import { join } from 'path';
import { randomBytes } from 'crypto';
import { ConfigType, registerAs } from '@nestjs/config';
import { allowPrivateTargets, dataDir, EnvRule, isUrl, readOrCreateSecretFile, validateEnv } from '@app/nest-common';

export const billingEnvRules: Record<string, EnvRule> = {
  STRIPE_SECRET_KEY: { check: (v) => (/^(sk|rk)_(test|live)_\S+$/.test(v) ? undefined : 'must be a Stripe secret key (sk_test_..., sk_live_...)') },
  STRIPE_API_URL: { check: isUrl },
  STRIPE_WEBHOOK_SECRET: { check: (v) => (/^whsec_\S{8,}$/.test(v) ? undefined : 'must be a webhook signing secret (whsec_...)') },
  PUBLIC_URL: { check: isUrl },
};

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env) {
  validateEnv(billingEnvRules, env);
  const secretKey = env.STRIPE_SECRET_KEY || null;
  return {
    /** Unset: the embedded Stripe simulator is started in-process and the SDK points at it. */
    secretKey,
    /** Where the SDK sends requests when a secret key is set (default Stripe's). */
    apiUrl: env.STRIPE_API_URL || 'https://api.stripe.com',
    /** ALLOW_PRIVATE_TARGETS: a STRIPE_API_URL on loopback/private networks allowed (never metadata, link-local). */
    allowPrivateTargets: allowPrivateTargets(env),
    /** Verifies `Stripe-Signature`; generated into `${DATA_DIR}/stripe-webhook.secret` when unset. */
    webhookSecret:
      env.STRIPE_WEBHOOK_SECRET ||
      // Tests write nothing to DATA_DIR: a secret of the process's own.
      (env.NODE_ENV === 'test' ? generateWebhookSecret() : readOrCreateSecretFile(join(dataDir(env), 'stripe-webhook.secret'), generateWebhookSecret)),
    /** Origin reported in webhook-info's webhookUrl; null = the origin of the admin's request. */
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

const generateWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export const billingConfig = registerAs('billing', () => loadBillingConfig());
export type BillingConfig = ConfigType<typeof billingConfig>;
