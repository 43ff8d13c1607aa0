import { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { FeatureModule } from '@app/nest-app';
import { billingFeature } from '@app/service-billing';
import { companiesFeature } from '@app/service-companies';
import { hmrcFeature } from '@app/service-hmrc';
import { settingsFeature } from '@app/service-settings';
import { technicalFeature } from '@app/service-technical';

export type { FeatureModule } from '@app/nest-app';

/** Every feature module; each runs in-process unless `<NAME>_URL` points the gateway at a separate instance. */
export const featureModules: FeatureModule[] = [companiesFeature, billingFeature, hmrcFeature, technicalFeature, settingsFeature];

/** API path prefixes a module serves, read from its controllers (and its imported modules'), e.g. `/api/auth`. */
export function routePrefixes(module: Type | DynamicModule, apiPrefix: string): string[] {
  const seen = new Set<unknown>();
  const prefixes = new Set<string>();
  const visit = (target: Type | DynamicModule) => {
    if (seen.has(target)) return;
    seen.add(target);
    const type = 'module' in target ? target.module : target;
    const dynamic = 'module' in target ? target : undefined;
    const controllers = [...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, type) ?? []) as Type[]), ...(dynamic?.controllers ?? [])];
    for (const controller of controllers) {
      for (const path of [Reflect.getMetadata(PATH_METADATA, controller)].flat()) {
        prefixes.add(`/${apiPrefix}/${String(path ?? '').replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, ''));
      }
    }
    const imports = [...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, type) ?? []) as unknown[]), ...(dynamic?.imports ?? [])];
    for (const imported of imports) {
      if (typeof imported === 'function' || (imported && typeof imported === 'object' && 'module' in imported)) visit(imported as Type | DynamicModule);
    }
  };
  visit(module);
  return [...prefixes];
}
