// Runs one feature module alone (the gateway proxies to it when <MODULE>_URL is set), configured exactly as the
// gateway configures it. It needs the shared database (DATABASE_URL) with the companies schema migrated, because
// every module's guard reads the users table.
import 'reflect-metadata';
import { Logger, Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, commonEnvRules, configureApp, isPort, onShutdown, validateEnv, type EnvRule } from '@app/nest-common';
import { DbModule, resolveDatabaseUrl } from '@app/nest-db';

type CommonOptions = Parameters<typeof CommonModule.forRoot>[0];

export interface StandaloneModuleOptions {
  /** Module name, for logs: `companies`, `billing`, ... */
  name: string;
  module: Type<unknown> | DynamicModule;
  entities: Parameters<typeof DbModule.forRoot>[0]['entities'];
  migrations: Parameters<typeof DbModule.forRoot>[0]['migrations'];
  defaultPort: number;
  envRules?: Record<string, EnvRule>;
  common?: CommonOptions;
  /** Mounted before the body parsers (e.g. the notification hub). */
  beforeBodyParsers?: (app: NestExpressApplication) => void;
  /** Runs once the module is up and before it listens (e.g. first-start bootstrap). */
  afterCreate?: (app: NestExpressApplication, logger: Logger) => Promise<void>;
}

export async function runStandaloneModule(options: StandaloneModuleOptions): Promise<void> {
  const logger = new Logger(options.name);
  try {
    validateEnv({ ...commonEnvRules, ...options.envRules, PORT: { check: isPort } });
    const db = await resolveDatabaseUrl();

    @Module({
      imports: [
        DbModule.forRoot({ url: db.url, entities: options.entities, migrations: options.migrations, poolSize: db.poolSize }),
        CommonModule.forRoot(options.common),
        AuthModule.forRoot(),
        options.module,
      ],
    })
    class StandaloneModule {}

    const app = await NestFactory.create<NestExpressApplication>(StandaloneModule, { bodyParser: false });
    configureApp(app, { beforeBodyParsers: options.beforeBodyParsers });
    onShutdown(async () => {
      await app.close();
      await db.stop();
    });
    await options.afterCreate?.(app, logger);

    const port = Number(process.env.PORT || options.defaultPort);
    await app.listen(port, process.env.HOST || '127.0.0.1');
    logger.log(`${options.name} module listening on port ${port}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
