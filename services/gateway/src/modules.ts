import { Type } from '@nestjs/common';
import { MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { DataSourceConfig } from '@app/nest-db';
import { BillingModule, billingEntities, billingMigrations } from '@app/service-billing';
import { CompaniesModule, companiesEntities, companiesMigrations } from '@app/service-companies';
import { HmrcModule, hmrcEntities, hmrcMigrations } from '@app/service-hmrc';
import { SettingsModule, settingsEntities, settingsMigrations } from '@app/service-settings';
import { TechnicalModule, technicalEntities, technicalMigrations } from '@app/service-technical';

export interface FeatureModule {
  name: string;
  module: Type;
  entities: DataSourceConfig['entities'];
  migrations: DataSourceConfig['migrations'];
}

/** Every feature module; each runs in-process unless `<NAME>_URL` points the gateway at a separate instance. */
export const featureModules: FeatureModule[] = [
  { name: 'companies', module: CompaniesModule, entities: companiesEntities, migrations: companiesMigrations },
  { name: 'billing', module: BillingModule, entities: billingEntities, migrations: billingMigrations },
  { name: 'hmrc', module: HmrcModule, entities: hmrcEntities, migrations: hmrcMigrations },
  { name: 'technical', module: TechnicalModule, entities: technicalEntities, migrations: technicalMigrations },
  { name: 'settings', module: SettingsModule, entities: settingsEntities, migrations: settingsMigrations },
];

/** API path prefixes a module serves, read from its controllers (and its imported modules'), e.g. `/api/auth`. */
export function routePrefixes(module: Type, apiPrefix: string): string[] {
  const seen = new Set<Type>();
  const prefixes = new Set<string>();
  const visit = (target: Type) => {
    if (seen.has(target)) return;
    seen.add(target);
    for (const controller of (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, target) ?? []) as Type[]) {
      for (const path of [Reflect.getMetadata(PATH_METADATA, controller)].flat()) {
        prefixes.add(`/${apiPrefix}/${String(path ?? '').replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, ''));
      }
    }
    for (const imported of (Reflect.getMetadata(MODULE_METADATA.IMPORTS, target) ?? []) as unknown[]) {
      if (typeof imported === 'function') visit(imported as Type);
    }
  };
  visit(module);
  return [...prefixes];
}
