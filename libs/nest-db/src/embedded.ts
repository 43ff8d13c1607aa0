import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EmbeddedSessionQueue } from './embedded-queue';

export interface EmbeddedPostgresOptions {
  /** Directory holding the database files; ignored when `memory` is true. */
  dataDir?: string;
  memory?: boolean;
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  url: string;
  maxConnections: number;
  stop(): Promise<void>;
}

const EMBEDDED_MAX_CONNECTIONS = 20;

/**
 * `pg` pool size for the embedded server: 1. PGlite is a single backend session that runs one statement at a time, so
 * more connections from one process add nothing, and a transaction that waited on a second connection of its own
 * pool would deadlock. Connections of other processes or other apps (a second gateway in a test, a test's own client)
 * are kept from interleaving by `EmbeddedSessionQueue`.
 */
export const EMBEDDED_POOL_SIZE = 1;

/** The socket's file name in its folder, as libpq and `pg` look for it (`.s.PGSQL.<port>`, port 5432 by default). */
const SOCKET_NAME = '.s.PGSQL.5432';
/** Unix socket paths are limited to about 104-108 bytes; longer DATA_DIRs get a private folder under the temp dir. */
const MAX_SOCKET_PATH = 100;

/** A folder only this user can enter: `DATA_DIR/pgsocket`, or a private temp folder when that path is too long. */
function socketFolder(dataDir: string | undefined): { dir: string; temporary: boolean } {
  const preferred = dataDir ? resolve(dataDir, 'pgsocket') : null;
  if (preferred && join(preferred, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
    mkdirSync(preferred, { recursive: true, mode: 0o700 });
    chmodSync(preferred, 0o700);
    rmSync(join(preferred, SOCKET_NAME), { force: true }); // a socket file left by a process that was killed
    return { dir: preferred, temporary: false };
  }
  return { dir: mkdtempSync(join(tmpdir(), 'pgsock-')), temporary: true };
}

/**
 * PGlite served over the PostgreSQL wire protocol so the ordinary `pg` driver (the production code path) talks to
 * it. PGlite runs one transaction at a time across all connections. The server listens on a Unix socket, mode 0600
 * in a 0700 folder (issue 11: on a loopback TCP port with no password any local process could read every table), so
 * only the product's own user reaches it.
 */
/**
 * Extensions the migrations use where the server has them (`pg_trgm`: trigram indexes for list search). PGlite loads
 * contrib extensions only when given at creation; its package exports them under `contrib/` (a path TypeScript's node10
 * resolution does not follow, hence the require).
 */
export function embeddedExtensions(): Record<string, Extension> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
  return { pg_trgm };
}

/** pglite-socket 0.2.17 (pinned exactly) hands its `queryQueue` to each connection it accepts: ours takes its place. */
function useSessionQueue(server: PGLiteSocketServer, db: PGlite): void {
  const internals = server as unknown as { queryQueue?: unknown };
  if (!internals.queryQueue) throw new Error('pglite-socket has no queryQueue to replace: check embedded-queue.ts against its version');
  internals.queryQueue = new EmbeddedSessionQueue(db);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  let location = 'memory://';
  if (!options.memory) {
    location = resolve(options.dataDir ?? './data', 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location, { extensions: embeddedExtensions() });
  const maxConnections = options.maxConnections ?? EMBEDDED_MAX_CONNECTIONS;
  const socket = socketFolder(options.memory ? undefined : (options.dataDir ?? './data'));
  const path = join(socket.dir, SOCKET_NAME);
  const server = new PGLiteSocketServer({ db, path, maxConnections });
  useSessionQueue(server, db);
  await server.start();
  chmodSync(path, 0o600);
  return {
    url: `postgres://postgres@${encodeURIComponent(socket.dir)}/postgres`,
    maxConnections,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socket.temporary ? socket.dir : path, { recursive: true, force: true });
    },
  };
}
