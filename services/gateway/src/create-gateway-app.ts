import type { Server } from 'http';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, configureApp } from '@app/nest-common';
import { DbModule } from '@app/nest-db';
import { mountNotificationHub } from '@app/service-technical';
import { GatewayConfig, loadGatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { featureModules } from './modules';
import { mountHubProxy, mountModuleProxies } from './proxy';
import { mountStaticHosting } from './static-hosting';

export interface GatewayAppOptions {
  databaseUrl: string;
  poolSize?: number;
  config?: GatewayConfig;
  /**
   * Attach point for the notification hub (`/notificationHub`, @app/signalr-server): receives the HTTP server
   * before it listens, to add its request and `upgrade` handlers. Resolve AuthService from `app` to check tokens.
   */
  attachToHttpServer?: (server: Server, app: NestExpressApplication) => void;
}

/** The whole product's HTTP app, not yet listening (main and tests both use it). */
export async function createGatewayApp(options: GatewayAppOptions): Promise<NestExpressApplication> {
  const config = options.config ?? loadGatewayConfig();
  const local = featureModules.filter((m) => !config.moduleUrls[m.name]);
  const proxied = featureModules.filter((m) => config.moduleUrls[m.name]).map((feature) => ({ feature, url: config.moduleUrls[feature.name]! }));

  @Module({
    imports: [
      DbModule.forRoot({
        url: options.databaseUrl,
        entities: local.flatMap((m) => m.entities),
        migrations: local.flatMap((m) => m.migrations),
        poolSize: options.poolSize,
      }),
      // The Mailer is the settings module's SMTP adapter when that module is local (it exports it), otherwise
      // the "not configured" one: only the settings module touches its tables (docs/mail.md).
      CommonModule.forRoot(),
      AuthModule.forRoot(),
      ...local.map((m) => m.module),
    ],
    controllers: [HealthController],
  })
  class AppModule {}

  // Under Jest (NODE_ENV=test) the per-route start-up lines would bury test output.
  const logger = process.env.NODE_ENV === 'test' ? (['error', 'warn'] as const) : undefined;
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, ...(logger && { logger: [...logger] }) });
  configureApp(app, {
    beforeBodyParsers: (a) => {
      // The notification hub (owned by the technical module) comes first: it reads its own POST bodies and
      // answers the WebSocket upgrades. When the technical module runs separately, the hub is proxied to it.
      if (config.moduleUrls.technical) mountHubProxy(a, config.moduleUrls.technical);
      else mountNotificationHub(a);
      mountModuleProxies(a, proxied);
      mountStaticHosting(a, config);
    },
  });
  options.attachToHttpServer?.(app.getHttpServer(), app);
  return app;
}
