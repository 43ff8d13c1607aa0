import { mkdirSync } from 'fs';
import { resolve } from 'path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgresOptions {
  /** Directory holding the database files; ignored when `memory` is true. */
  dataDir?: string;
  memory?: boolean;
  /** 0 (default) picks a free port. */
  port?: number;
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  url: string;
  maxConnections: number;
  stop(): Promise<void>;
}

const EMBEDDED_MAX_CONNECTIONS = 20;

/**
 * `pg` pool size for the embedded server: 1. PGlite is a single backend session, and pglite-socket interleaves the
 * extended-protocol messages (Parse/Bind/Execute/Sync) of one connection with another connection's transaction:
 * a parameterised query sent while a transaction runs elsewhere can come back empty or fail with `portal "" does not
 * exist` (seen as random 401s from the auth guard during a concurrent transaction). One connection serialises every
 * query in the pool instead; PGlite runs one statement at a time anyway, so nothing is lost.
 */
export const EMBEDDED_POOL_SIZE = 1;

/**
 * PGlite served over the PostgreSQL wire protocol on 127.0.0.1 so the ordinary `pg` driver (the production code
 * path) talks to it. PGlite runs one transaction at a time across all connections.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  let location = 'memory://';
  if (!options.memory) {
    location = resolve(options.dataDir ?? './data', 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location);
  const maxConnections = options.maxConnections ?? EMBEDDED_MAX_CONNECTIONS;
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.port ?? 0, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    maxConnections,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
