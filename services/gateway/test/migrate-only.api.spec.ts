import { Client } from 'pg';
import { migrateOnly } from '@app/nest-app';
import { createTestApp, createTestDatabase, TestDatabase } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';

/** The deployment's migration step: `main.js --migrate-only` applies every hosted module's migrations and stops. */
describe('--migrate-only', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it("applies every hosted module's migrations once, then an app starts on the migrated database with nothing left to run", async () => {
    const features = gatewayComposition(loadGatewayConfig({})).features;
    // Every module's own, and the audit log's schema (every process that hosts a module applies it).
    const expected = [...features.flatMap((f) => f.migrations.map((m) => (m as { name: string }).name)), 'AuditLogInit1765400000000'];
    const first = await migrateOnly(features, db);
    expect([...first].sort()).toEqual([...expected].sort());
    expect(await migrateOnly(features, db)).toEqual(first);

    const client = new Client({ connectionString: db.url });
    await client.connect();
    const schemas = (await client.query(`SELECT nspname FROM pg_namespace WHERE nspname IN ('companies','billing','hmrc','technical','settings') ORDER BY 1`)).rows;
    await client.end();
    expect(schemas.map((r) => r.nspname)).toEqual(['billing', 'companies', 'hmrc', 'settings', 'technical']);

    const t = await createTestApp({ ...gatewayComposition(loadGatewayConfig({})), database: { url: db.url, drop: async () => undefined } });
    try {
      await t.http.get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });
});
