import { Logger as NestLogger } from '@nestjs/common';
import { AbstractLogger, DataSource, DataSourceOptions, LogLevel, LogMessage, QueryRunner } from 'typeorm';

type ListOf<T> = Extract<NonNullable<T>, unknown[]>;

export interface DataSourceConfig {
  url: string;
  entities: ListOf<DataSourceOptions['entities']>;
  migrations: ListOf<DataSourceOptions['migrations']>;
  poolSize?: number;
}

/** TypeORM over `pg`. Migrations are run explicitly by the caller, never `synchronize`. */
export function createDataSourceOptions(config: DataSourceConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.url,
    entities: config.entities,
    migrations: config.migrations,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    poolSize: config.poolSize ?? 10,
    logging: ['error'],
    logger: new QueryErrorLogger(),
  };
}

/**
 * TypeORM's failed queries, logged without their parameters (which hold e-mails, password hashes and sealed secrets)
 * and without the statement's literal text: the PostgreSQL error code and message, and the statement's first words.
 */
export class QueryErrorLogger extends AbstractLogger {
  private readonly logger = new NestLogger('Database');

  override logQueryError(error: string | Error, query: string, _parameters?: unknown[]): void {
    const e = error as Error & { code?: string };
    const statement = query.replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
    this.logger.error(`Query failed${e.code ? ` (${e.code})` : ''}: ${typeof error === 'string' ? error : error.message} [${statement} ...]`);
  }

  protected writeLog(level: LogLevel, message: LogMessage | LogMessage[], _queryRunner?: QueryRunner): void {
    for (const m of Array.isArray(message) ? message : [message]) {
      if (level === 'error' || level === 'warn') this.logger[level](String(m.message));
    }
  }
}

function createDataSource(config: DataSourceConfig): DataSource {
  return new DataSource(createDataSourceOptions(config));
}

/** Initialises the data source and applies pending migrations, each in its own transaction. */
export async function openDataSource(config: DataSourceConfig): Promise<DataSource> {
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
