import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { onShutdown, validateEnv } from '@app/nest-common';
import { MIGRATE_ONLY_FLAG, migrateOnly } from '@app/nest-app';
import { resolveDatabaseUrl } from '@app/nest-db';
import { DEMO_PASSWORD, bootstrapAdmin, seedDemoData } from '@app/service-companies';
import { gatewayEnvRules, loadGatewayConfig } from './config';
import { createGatewayApp, gatewayComposition } from './create-gateway-app';

async function main(): Promise<void> {
  validateEnv(gatewayEnvRules);
  const config = loadGatewayConfig();
  const db = await resolveDatabaseUrl();
  if (process.argv.includes(MIGRATE_ONLY_FLAG)) {
    // The deployment's migration step (deploy/k8s/migrate-job.yaml): migrate the modules this gateway hosts, stop.
    await migrateOnly(gatewayComposition(config).features, db);
    await db.stop();
    return;
  }
  const app = await createGatewayApp({ databaseUrl: db.url, poolSize: db.poolSize, config });
  onShutdown(async () => {
    await app.close();
    await db.stop();
  });

  const lines: string[] = [];
  if (!config.moduleUrls.companies) {
    const dataSource = app.get(DataSource);
    const admin = await bootstrapAdmin(dataSource);
    if (admin.created) {
      lines.push(`Admin account created: ${admin.email}`);
      lines.push(admin.generatedPassword ? `Admin password (shown once): ${admin.generatedPassword}` : 'Admin password: from ADMIN_PASSWORD');
    }
    const seed = config.seedDemoData === 'always' || (config.seedDemoData === 'embedded' && db.embedded);
    if (seed && (await seedDemoData(dataSource))) {
      lines.push(`Demo data created; demo users (e.g. alice@acme.example) use the password ${DEMO_PASSWORD}`);
    }
  }

  await app.listen(config.port, config.host);
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  new Logger('Gateway').log(`Listening on ${url}`);
  // For the person at the terminal, not the structured log: the first admin's password must not reach a log store.
  process.stdout.write(`\n  Admin back-office: ${url}\n${lines.map((line) => `  ${line}\n`).join('')}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
