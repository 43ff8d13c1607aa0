import { randomBytes } from 'crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a new `t_<random>` database when DATABASE_URL is set, otherwise the
 * embedded PGlite from globalSetup emptied of every schema (PGlite serves a single database).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () => withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
  return emptiedEmbedded(process.env.PGLITE_TEST_URL);
}

/** The embedded PGlite from globalSetup emptied of every schema (PGlite serves a single database). */
async function emptiedEmbedded(url: string | undefined): Promise<TestDatabase> {
  if (!url) {
    throw new Error('No test database: set DATABASE_URL or use globalSetup from @app/nest-testing/jest-db.js in jest.config.js');
  }
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
    );
    for (const { nspname } of rows) await c.query(`DROP SCHEMA "${nspname}" CASCADE`);
    await c.query('CREATE SCHEMA public');
  });
  return { url, drop: async () => undefined };
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own next to the one createTestDatabase() gives the test file: a new `t_<random>` database
 * when DATABASE_URL is set, otherwise the second embedded PostgreSQL of globalSetup, so two apps of one
 * test (a module run alone and the full app) never share tables.
 */
export async function createSeparateTestDatabase(): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return createTestDatabase();
  return emptiedEmbedded(process.env.PGLITE_SECOND_TEST_URL);
}
