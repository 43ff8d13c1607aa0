import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EnvRule } from '@app/nest-common';
import type { DataSourceConfig } from '@app/nest-db';

/** An abstract class used as a DI token for a port (SessionDirectory, CompanyStatistics, ...). */
export type PortToken = abstract new (...args: never[]) => unknown;

/**
 * What a feature module (services/<name>) tells the composition root about itself. Each service's
 * `src/index.ts` exports one (`companiesFeature`, `hmrcFeature`, ...); the gateway, the module's own `main.ts`
 * and `createTestApp` compose the same descriptor.
 */
export interface FeatureModule {
  /** `companies`, `billing`, ...: logs, `<NAME>_URL` of the gateway, health. */
  name: string;
  module: Type | DynamicModule;
  entities: DataSourceConfig['entities'];
  migrations: DataSourceConfig['migrations'];
  /** Port of the module run alone (3201-3205). */
  defaultPort: number;
  /** Environment variables validated when the module runs alone (the gateway validates them too). */
  envRules?: Record<string, EnvRule>;
  /**
   * Ports this module provides to the whole process (exported by its global module). For a port no composed
   * module provides, composeApp registers the fallback adapter (see ports.ts).
   */
  provides?: PortToken[];
  /** Express middleware mounted before the body parsers when the module runs in the process (the hub). */
  beforeBodyParsers?: (app: NestExpressApplication) => void;
}
