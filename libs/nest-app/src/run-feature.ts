import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { commonEnvRules, onShutdown, validateEnv } from '@app/nest-common';
import { appConfig } from './app.config';
import { resolveDatabaseUrl } from '@app/nest-db';
import { composeApp } from './compose-app';
import { MIGRATE_ONLY_FLAG, migrateOnly } from './migrate';
import type { FeatureModule } from './feature';

export interface RunFeatureOptions {
  /** Runs once the app is up and before it listens (e.g. the companies module's first admin). */
  onStart?: (app: NestExpressApplication, context: { logger: Logger; embedded: boolean }) => Promise<void>;
}

/**
 * Runs one feature module alone on its own database (DATABASE_URL, else the embedded one), sharing only the event
 * bus (REDIS_URL) with the other processes. The gateway proxies to it when `<NAME>_URL` is set.
 */
export async function runFeature(feature: FeatureModule, options: RunFeatureOptions = {}): Promise<void> {
  const logger = new Logger(feature.name);
  try {
    validateEnv({ ...commonEnvRules, ...feature.envRules });
    const listen = appConfig();
    const db = await resolveDatabaseUrl();
    if (process.argv.includes(MIGRATE_ONLY_FLAG)) {
      await migrateOnly([feature], db);
      await db.stop();
      return;
    }
    const app = await composeApp({ features: [feature], database: { url: db.url, poolSize: db.poolSize } });
    onShutdown(async () => {
      await app.close();
      await db.stop();
    });
    await options.onStart?.(app, { logger, embedded: db.embedded });
    const port = listen.port ?? feature.defaultPort;
    await app.listen(port, listen.host);
    logger.log(`${feature.name} module listening on port ${port}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
