import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSourceConfig, openDataSource } from './data-source';

/** Provides the TypeORM DataSource (migrations applied at boot) to every module. */
@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(config: DataSourceConfig): DynamicModule {
    return {
      module: DbModule,
      providers: [{ provide: DataSource, useFactory: () => openDataSource(config) }],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
