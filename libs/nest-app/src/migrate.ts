import { Logger } from '@nestjs/common';
import { AuditLogInit1765400000000, openDataSource } from '@app/nest-db';
import type { FeatureModule } from './feature';

/**
 * Applies the pending migrations of the given features and stops: what a deployment's migration step runs
 * (`node services/gateway/dist/main.js --migrate-only`, or a module's own main.js with the flag) before new
 * instances start. Each migration runs in its own transaction; the answer lists every migration now applied.
 */
export async function migrateOnly(features: FeatureModule[], database: { url: string }): Promise<string[]> {
  const dataSource = await openDataSource({
    url: database.url,
    entities: features.flatMap((f) => f.entities),
    migrations: [...features.flatMap((f) => f.migrations), AuditLogInit1765400000000],
    poolSize: 1,
  });
  try {
    const rows: { name: string }[] = await dataSource.query(`SELECT name FROM migrations ORDER BY id`);
    const names = rows.map((r) => r.name);
    new Logger('Migrations').log(`${names.length} migrations applied (${features.map((f) => f.name).join(', ')})`);
    return names;
  } finally {
    await dataSource.destroy();
  }
}

/** Whether this process was started to migrate and stop. */
export const MIGRATE_ONLY_FLAG = '--migrate-only';
