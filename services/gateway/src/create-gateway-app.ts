import { readFileSync } from 'fs';
import { join } from 'path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { composeApp, ComposeAppOptions } from '@app/nest-app';
import { shellCsp } from '@app/nest-common';
import { GatewayConfig, loadGatewayConfig } from './config';
import { featureModules } from './modules';
import { mountHubProxy, mountModuleProxies } from './proxy';
import { mountStaticHosting } from './static-hosting';

const version: string = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version;

export interface GatewayAppOptions {
  databaseUrl: string;
  poolSize?: number;
  config?: GatewayConfig;
}

/**
 * What the gateway composes: every feature module not split out (`<NAME>_URL`), proxies to the split-out ones
 * (the hub too when the technical module runs elsewhere), the remotes registry and the static front end.
 */
export function gatewayComposition(config: GatewayConfig = loadGatewayConfig()): Omit<ComposeAppOptions, 'database'> {
  const local = featureModules.filter((m) => !config.moduleUrls[m.name]);
  const proxied = featureModules.filter((m) => config.moduleUrls[m.name]).map((feature) => ({ feature, url: config.moduleUrls[feature.name]! }));
  return {
    features: local,
    version,
    // The shell loads remotes from their configured origins (the same configuration as /remotes.json).
    contentSecurityPolicy: shellCsp(Object.values(config.remoteUrls).map((url) => new URL(url!).origin)),
    // After the local features' own middleware (the notification hub when the technical module is local).
    beforeBodyParsers: (a) => {
      if (config.moduleUrls.technical) mountHubProxy(a, config.moduleUrls.technical);
      mountModuleProxies(a, proxied);
      mountStaticHosting(a, config);
    },
  };
}

/** The whole product's HTTP app, not yet listening. */
export async function createGatewayApp(options: GatewayAppOptions): Promise<NestExpressApplication> {
  const config = options.config ?? loadGatewayConfig();
  return composeApp({
    ...gatewayComposition(config),
    database: { url: options.databaseUrl, poolSize: options.poolSize },
    ...(config.quietLogs && { logger: ['error', 'warn'] }),
  });
}
