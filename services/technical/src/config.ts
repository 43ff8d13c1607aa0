import { EnvRule, isUrl } from '@app/nest-common';

const isNonNegativeInt = (v: string) => (/^\d+$/.test(v) ? undefined : 'must be a whole number of milliseconds');

/** Environment variables of the technical module (hub, scheduler, status checks), validated at boot. */
export const technicalEnvRules: Record<string, EnvRule> = {
  HUB_CHANNEL_PREFIX: { check: (v) => (/^[\w:.-]{1,100}$/.test(v) ? undefined : 'must be 1-100 letters, digits, ":", ".", "-" or "_"') },
  HUB_KEEP_ALIVE_MS: { check: isNonNegativeInt },
  HUB_CLIENT_TIMEOUT_MS: { check: isNonNegativeInt },
  NOTIFICATION_SCHEDULER_INTERVAL_MS: { check: isNonNegativeInt },
  STRIPE_API_URL: { check: isUrl },
};
