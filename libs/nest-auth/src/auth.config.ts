import { registerAs } from '@nestjs/config';
import { commonEnvRules, validateEnv } from '@app/nest-common';

// The configuration of libs/nest-auth: the only file of the lib that reads the environment.

/** JWT settings: JWT_SECRET (else `${DATA_DIR}/jwt.secret`, generated once) and JWT_LIFETIME. Validated at boot. */
export const authConfig = registerAs('auth', () => {
  const env = process.env;
  validateEnv({ JWT_SECRET: commonEnvRules.JWT_SECRET, JWT_LIFETIME: commonEnvRules.JWT_LIFETIME }, env);
  return { jwtEnv: { JWT_SECRET: env.JWT_SECRET, JWT_LIFETIME: env.JWT_LIFETIME, DATA_DIR: env.DATA_DIR } as NodeJS.ProcessEnv };
});
export type AuthConfig = ReturnType<typeof authConfig>;
