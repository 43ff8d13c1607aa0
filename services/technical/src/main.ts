// Runs the technical module alone (the gateway proxies to it when TECHNICAL_URL is set). Needs the shared database
// (DATABASE_URL) with the companies schema migrated, because every module's guard reads the users table.
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, commonEnvRules, configureApp, isPort, onShutdown, validateEnv } from '@app/nest-common';
import { DbModule, resolveDatabaseUrl } from '@app/nest-db';
import { mountNotificationHub, TechnicalModule, technicalEntities, technicalEnvRules, technicalMigrations } from './index';

async function main(): Promise<void> {
  validateEnv({ ...commonEnvRules, ...technicalEnvRules, PORT: { check: isPort } });
  const db = await resolveDatabaseUrl();

  @Module({
    imports: [
      DbModule.forRoot({ url: db.url, entities: technicalEntities, migrations: technicalMigrations, poolSize: db.poolSize }),
      CommonModule.forRoot(),
      AuthModule.forRoot(),
      TechnicalModule,
    ],
  })
  class StandaloneModule {}

  const app = await NestFactory.create<NestExpressApplication>(StandaloneModule, { bodyParser: false });
  // The notification hub (the gateway proxies /notificationHub here when TECHNICAL_URL is set).
  configureApp(app, { beforeBodyParsers: (a) => void mountNotificationHub(a) });
  onShutdown(async () => {
    await app.close();
    await db.stop();
  });

  const port = Number(process.env.PORT || 3204);
  await app.listen(port, process.env.HOST || '127.0.0.1');
  new Logger('technical').log(`technical module listening on port ${port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
