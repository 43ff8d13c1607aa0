import { readFileSync } from 'fs';
import { join } from 'path';
import { LogLevel, Module, ModuleMetadata, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonConfig, commonConfig, CommonModule, CommonModuleOptions, configureApp, CspDirectives } from '@app/nest-common';
import { DbModule } from '@app/nest-db';
import type { FeatureModule } from './feature';
import { APP_VERSION, HealthController } from './health.controller';
import { DEFAULT_PORT_FALLBACKS, fallbackPortsModule, PortFallback } from './ports';

const OWN_VERSION: string = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version;

export interface ComposeAppOptions {
  /** The feature modules this process hosts. */
  features: FeatureModule[];
  database: { url: string; poolSize?: number };
  /** Host-level modules and controllers (none for a module run alone). */
  imports?: ModuleMetadata['imports'];
  controllers?: Type[];
  common?: CommonModuleOptions;
  /** Host middleware before the body parsers, after the features' own (the gateway's proxies and static files). */
  beforeBodyParsers?: (app: NestExpressApplication) => void;
  /** Reported by GET /api/health. */
  version?: string;
  /** The Content-Security-Policy of this process (default: API only; the gateway gives the shell's). */
  contentSecurityPolicy?: CspDirectives;
  /** Adapters for ports no composed feature provides (defaults: DEFAULT_PORT_FALLBACKS). */
  portFallbacks?: PortFallback[];
  logger?: LogLevel[] | false;
}

/**
 * The root module of a process: database (migrations of the composed features only), typed configuration,
 * infrastructure ports, auth, health, the features, and fallback adapters for the ports no feature provides.
 */
export function composeRootModule(options: ComposeAppOptions): Type {
  const { features } = options;
  @Module({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true }),
      DbModule.forRoot({
        url: options.database.url,
        entities: features.flatMap((f) => f.entities),
        migrations: features.flatMap((f) => f.migrations),
        poolSize: options.database.poolSize,
      }),
      CommonModule.forRoot(options.common),
      AuthModule.forRoot(),
      fallbackPortsModule(features, options.portFallbacks ?? DEFAULT_PORT_FALLBACKS),
      ...features.map((f) => f.module),
      ...(options.imports ?? []),
    ],
    controllers: [HealthController, ...(options.controllers ?? [])],
    providers: [{ provide: APP_VERSION, useValue: options.version ?? OWN_VERSION }],
  })
  class AppRootModule {}
  return AppRootModule;
}

/** The HTTP pipeline of a composed app: the features' raw-stream middleware, the host's, then configureApp. */
export function configureComposedApp(app: NestExpressApplication, options: ComposeAppOptions): NestExpressApplication {
  const common = app.get<CommonConfig>(commonConfig.KEY);
  return configureApp(app, {
    trustProxy: common.trustProxy,
    security: { contentSecurityPolicy: options.contentSecurityPolicy, hsts: common.hsts },
    beforeBodyParsers: (a) => {
      for (const feature of options.features) feature.beforeBodyParsers?.(a);
      options.beforeBodyParsers?.(a);
    },
  });
}

/** Builds a process's app (not yet listening): used by the gateway, each module run alone and createTestApp. */
export async function composeApp(options: ComposeAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(composeRootModule(options), {
    bodyParser: false,
    ...(options.logger !== undefined && { logger: options.logger }),
  });
  return configureComposedApp(app, options);
}
