import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createDataSourceOptions, DataSourceConfig, openDataSource } from './data-source';

/**
 * The app's one TypeORM connection, through `@nestjs/typeorm`: `DataSource` and every repository registered with
 * `TypeOrmModule.forFeature()` become injectable. Migrations are applied before the app serves (never `synchronize`).
 */
@Module({})
export class DbModule {
  static forRoot(config: DataSourceConfig): DynamicModule {
    return {
      module: DbModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => createDataSourceOptions(config),
          dataSourceFactory: async () => openDataSource(config),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
