import { mkdtempSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { resolveDatabaseUrl } from './database-url';
import { EMBEDDED_POOL_SIZE, startEmbeddedPostgres } from './embedded';
import { Pool } from 'pg';

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
  it('serves PGlite to the pg driver on a Unix socket only its user can reach, and keeps data in dataDir across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const first = await startEmbeddedPostgres({ dataDir });
    // No TCP port: a socket file, 0600, in a 0700 folder of DATA_DIR.
    expect(first.url).toBe(`postgres://postgres@${encodeURIComponent(join(dataDir, 'pgsocket'))}/postgres`);
    expect(statSync(join(dataDir, 'pgsocket')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'pgsocket', '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
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

  it('resolveDatabaseUrl starts the embedded server in DATA_DIR with a one-connection pool', async () => {
    const resolved = await resolveDatabaseUrl({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pglite-')), DB_POOL_SIZE: '500' });
    try {
      expect(resolved.embedded).toBe(true);
      expect(resolved.poolSize).toBe(EMBEDDED_POOL_SIZE);
      expect(await query(resolved.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await resolved.stop();
    }
  });

  it('with the embedded pool size, queries never interleave with a concurrent transaction', async () => {
    const server = await startEmbeddedPostgres({ memory: true });
    const pool = new Pool({ connectionString: server.url, max: EMBEDDED_POOL_SIZE });
    try {
      await pool.query('CREATE TABLE u (id int PRIMARY KEY, name text)');
      await pool.query(`INSERT INTO u VALUES (1, 'a')`);
      const tx = async () => {
        const c = await pool.connect();
        try {
          await c.query('START TRANSACTION');
          await c.query('SELECT id FROM u WHERE id = $1 FOR UPDATE', [1]);
          await c.query('UPDATE u SET name = $1 WHERE id = $2', ['b', 1]);
          await c.query('COMMIT');
        } finally {
          c.release();
        }
      };
      const read = async () => (await pool.query('SELECT id, name FROM u WHERE id = $1', [1])).rows.length;
      for (let round = 0; round < 10; round += 1) {
        const results = await Promise.all([tx(), read(), tx(), read(), tx(), read()]);
        expect(results.filter((r) => typeof r === 'number')).toEqual([1, 1, 1]);
      }
    } finally {
      await pool.end();
      await server.stop();
    }
  });
});
