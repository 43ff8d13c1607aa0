import { mkdtempSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { connect } from 'net';
import { Client } from 'pg';
import { parse, serialize } from 'pg-protocol';
import type { BackendMessage, DataRowMessage } from 'pg-protocol/dist/messages';
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

  /** A raw wire-protocol connection, so a test can stop between a Parse and its Sync as a busy socket may. */
  type RawConnection = Awaited<ReturnType<typeof rawConnection>>;
  async function rawConnection(socketPath: string) {
    const socket = connect(socketPath);
    const received: BackendMessage[] = [];
    const waiting: Array<() => void> = [];
    void parse(socket, (message) => {
      received.push(message);
      waiting.splice(0).forEach((wake) => wake());
    });
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise<void>((wake) => waiting.push(wake));
    };
    const readyCount = () => received.filter((m) => m.name === 'readyForQuery').length;
    await new Promise((done) => socket.once('connect', done));
    socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
    await until(() => readyCount() === 1);
    received.length = 0;
    return { socket, received, readyCount, until };
  }

  /** An embedded server, a `pg` client on it, and a raw connection that has sent a Parse and not yet its Sync. */
  async function afterParse(text: string, run: (raw: RawConnection, other: Client) => Promise<void>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const server = await startEmbeddedPostgres({ dataDir });
    const other = new Client({ connectionString: server.url });
    await other.connect();
    const raw = await rawConnection(join(dataDir, 'pgsocket', '.s.PGSQL.5432'));
    try {
      raw.socket.write(serialize.parse({ text }));
      await raw.until(() => raw.received.some((m) => m.name === 'parseComplete'));
      await run(raw, other);
    } finally {
      raw.socket.destroy();
      await other.end();
      await server.stop();
    }
  }

  it("keeps one connection's Parse ... Sync together: another connection's query waits instead of taking the unnamed statement", () =>
    afterParse('SELECT $1::int AS v', async (raw, other) => {
      // pglite-socket's own queue ran this query here, and the Bind below failed: unnamed prepared statement does not exist.
      const meanwhile = other.query('SELECT 42 AS w');
      await new Promise((wait) => setTimeout(wait, 100)); // time enough to run, were it allowed to
      raw.socket.write(Buffer.concat([serialize.bind({ values: ['7'] }), serialize.execute({}), serialize.sync()]));
      await raw.until(() => raw.readyCount() === 1);
      expect(raw.received.filter((m) => m.name === 'error')).toEqual([]);
      expect(raw.received.filter((m): m is DataRowMessage => m.name === 'dataRow').map((m) => m.fields)).toEqual([['7']]);
      expect((await meanwhile).rows).toEqual([{ w: 42 }]);
    }));

  it('a connection that closes between its Parse and its Sync gives the session back', () =>
    afterParse('SELECT 1', async (raw, other) => {
      const meanwhile = other.query('SELECT $1::text AS w', ['after']);
      raw.socket.destroy();
      expect((await meanwhile).rows).toEqual([{ w: 'after' }]);
    }));

  it('a connection that closes in the middle of its transaction gives the session back, rolled back', async () => {
    const server = await startEmbeddedPostgres({ memory: true });
    const other = new Pool({ connectionString: server.url, max: 1 });
    try {
      await other.query('CREATE TABLE k (id int PRIMARY KEY)');
      const quitter = new Client({ connectionString: server.url });
      await quitter.connect();
      await quitter.query('START TRANSACTION');
      await quitter.query('INSERT INTO k VALUES ($1)', [1]);
      const waiting = other.query('SELECT count(*)::int AS n FROM k WHERE id > $1', [0]);
      await quitter.end();
      expect((await waiting).rows).toEqual([{ n: 0 }]);
    } finally {
      await other.end();
      await server.stop();
    }
  });
});
