import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { resolveDatabaseUrl } from './database-url';
import { startEmbeddedPostgres } from './embedded';

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('serves PGlite on 127.0.0.1 to the pg driver and keeps data in dataDir across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const first = await startEmbeddedPostgres({ dataDir });
    expect(first.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    await query(first.url, 'CREATE TABLE kept (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text)');
    await query(first.url, `INSERT INTO kept (name) VALUES ('survives')`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    expect(await query(second.url, 'SELECT name FROM kept')).toEqual([{ name: 'survives' }]);
    await second.stop();
  });

  it('resolveDatabaseUrl prefers DATABASE_URL and refuses to embed in production', async () => {
    const given = await resolveDatabaseUrl({ DATABASE_URL: 'postgres://db.example/app', DB_POOL_SIZE: '7' });
    expect(given).toEqual(expect.objectContaining({ url: 'postgres://db.example/app', embedded: false, poolSize: 7 }));
    await expect(resolveDatabaseUrl({ NODE_ENV: 'production' })).rejects.toThrow('DATABASE_URL is required in production');
  });

  it('resolveDatabaseUrl starts the embedded server in DATA_DIR, capping the pool at its connection limit', async () => {
    const resolved = await resolveDatabaseUrl({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pglite-')), DB_POOL_SIZE: '500' });
    try {
      expect(resolved.embedded).toBe(true);
      expect(resolved.poolSize).toBe(20);
      expect(await query(resolved.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await resolved.stop();
    }
  });
});
