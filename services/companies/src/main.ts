// Runs the companies module alone (the gateway proxies to it when COMPANIES_URL is set). Needs the shared database
// (DATABASE_URL) with the companies schema migrated, because every module's guard reads the users table.
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, commonEnvRules, configureApp, isPort, onShutdown, validateEnv } from '@app/nest-common';
import { DbModule, resolveDatabaseUrl } from '@app/nest-db';
import { DataSource } from 'typeorm';
import { CompaniesModule, companiesEntities, companiesMigrations, bootstrapAdmin } from './index';

async function main(): Promise<void> {
  validateEnv({ ...commonEnvRules, PORT: { check: isPort } });
  const db = await resolveDatabaseUrl();

  @Module({
    imports: [
      DbModule.forRoot({ url: db.url, entities: companiesEntities, migrations: companiesMigrations, poolSize: db.poolSize }),
      CommonModule.forRoot(),
      AuthModule.forRoot(),
      CompaniesModule,
    ],
  })
  class StandaloneModule {}

  const app = await NestFactory.create<NestExpressApplication>(StandaloneModule, { bodyParser: false });
  configureApp(app);
  onShutdown(async () => {
    await app.close();
    await db.stop();
  });
  const admin = await bootstrapAdmin(app.get(DataSource));
  if (admin.generatedPassword) new Logger('companies').log(`Created admin ${admin.email} with password ${admin.generatedPassword}`);
  const port = Number(process.env.PORT || 3201);
  await app.listen(port, process.env.HOST || '127.0.0.1');
  new Logger('companies').log(`companies module listening on port ${port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
