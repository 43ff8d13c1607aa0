import { Logger } from '@nestjs/common';
import { EMBEDDED_POOL_SIZE, startEmbeddedPostgres } from './embedded';

export interface ResolvedDatabase {
  url: string;
  /** True when the embedded PGlite server was started. */
  embedded: boolean;
  /** Pool size to use: DB_POOL_SIZE (default 10); always EMBEDDED_POOL_SIZE (1) with the embedded server. */
  poolSize: number;
  stop(): Promise<void>;
}

const DEFAULT_POOL_SIZE = 10;

/** DATABASE_URL when set; otherwise (outside production) an embedded PostgreSQL in DATA_DIR (default ./data). */
export async function resolveDatabaseUrl(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedDatabase> {
  const poolSize = Number(env.DB_POOL_SIZE) || DEFAULT_POOL_SIZE;
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, poolSize, stop: async () => undefined };
  if (env.NODE_ENV === 'production') {
    throw new Error('DATABASE_URL is required in production (the embedded database is for development only)');
  }
  const dataDir = env.DATA_DIR || './data';
  const server = await startEmbeddedPostgres({ dataDir });
  new Logger('Database').log(`Embedded PostgreSQL (PGlite) in ${dataDir}, on the Unix socket in ${decodeURIComponent(new URL(server.url).hostname)}`);
  return { url: server.url, embedded: true, poolSize: EMBEDDED_POOL_SIZE, stop: server.stop };
}
