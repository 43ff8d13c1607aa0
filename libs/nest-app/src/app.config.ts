import { registerAs } from '@nestjs/config';
import { isPort, validateEnv } from '@app/nest-common';

// The configuration of libs/nest-app: the only file of the lib that reads the environment.

/** Where a process listens: PORT (default: the module's own port, or the gateway's 3000) and HOST. */
export const appConfig = registerAs('app', () => {
  const env = process.env;
  validateEnv({ PORT: { check: isPort } }, env);
  return { port: env.PORT ? Number(env.PORT) : undefined, host: env.HOST || '127.0.0.1' };
});
