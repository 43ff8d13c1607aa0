import { readFileSync } from 'fs';
import { join } from 'path';
import { LogLevel, Module, ModuleMetadata, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { TerminusModule } from '@nestjs/terminus';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AuthModule } from '@app/nest-auth';
import { CommonConfig, commonConfig, CommonModule, CommonModuleOptions, configureApp, CspDirectives } from '@app/nest-common';
import { AuditLogInit1765400000000, AuditModule, DbModule } from '@app/nest-db';
import type { FeatureModule } from './feature';
import { APP_VERSION, HealthController } from './health.controller';
import { loggingModule, LoggingOptions } from './logging';
import { OperabilityConfig, operabilityFromEnv } from './app.config';
import { databasePoolGauges, instrumentHttp, mountApiDocs, mountMetricsEndpoint } from './operability';
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
  /** Structured JSON logs (pino): always in production processes (composeApp), in tests only when given. */
  logging?: LoggingOptions;
  /** Who may read /metrics and /api/docs (default: METRICS_TOKEN, API_DOCS and NODE_ENV). */
  operability?: OperabilityConfig;
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
      ConfigModule.forFeature(commonConfig),
      DbModule.forRoot({
        url: options.database.url,
        entities: features.flatMap((f) => f.entities),
        migrations: [...features.flatMap((f) => f.migrations), AuditLogInit1765400000000],
        poolSize: options.database.poolSize,
      }),
      ...(options.logging ? [loggingModule(options.logging)] : []),
      CommonModule.forRoot(options.common),
      AuditModule,
      AuthModule.forRoot(),
      TerminusModule.forRoot({ logger: false }),
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
  const operability = options.operability ?? operabilityFromEnv();
  configureApp(app, {
    trustProxy: common.trustProxy,
    security: { contentSecurityPolicy: options.contentSecurityPolicy, hsts: common.hsts },
    beforeBodyParsers: (a) => {
      // First, so every request is timed, the hub's and static files' too.
      instrumentHttp(a);
      databasePoolGauges(a);
      mountMetricsEndpoint(a, operability);
      for (const feature of options.features) feature.beforeBodyParsers?.(a);
      options.beforeBodyParsers?.(a);
    },
  });
  mountApiDocs(app, operability, app.get<string>(APP_VERSION));
  return app;
}

/** Builds a process's app (not yet listening): used by the gateway, each module run alone and createTestApp. */
export async function composeApp(options: ComposeAppOptions): Promise<NestExpressApplication> {
  const logging: LoggingOptions = options.logging ?? { ...(options.logger !== undefined && { level: levelOf(options.logger) }) };
  const composed = { ...options, logging };
  const app = await NestFactory.create<NestExpressApplication>(composeRootModule(composed), { bodyParser: false, bufferLogs: true });
  useStructuredLogs(app);
  return configureComposedApp(app, composed);
}

/** Nest's own log lines (start-up, services' Logger calls) go to the same pino stream as the request lines. */
export function useStructuredLogs(app: NestExpressApplication): void {
  app.useLogger(app.get(PinoLogger));
  app.flushLogs();
}

/** The pino level of a Nest log-level list (`['error', 'warn']` = warn). */
function levelOf(levels: LogLevel[] | false): NonNullable<LoggingOptions['level']> {
  if (levels === false) return 'silent';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return 'error';
}
