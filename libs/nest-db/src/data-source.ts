import { DataSource, DataSourceOptions } from 'typeorm';

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
  };
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
