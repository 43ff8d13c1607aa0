import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'net';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, configureApp } from '@app/nest-common';
import { DbModule } from '@app/nest-db';
import { createTestApp, TestApp } from '@app/nest-testing';
import { CompaniesModule, companiesEntities, companiesMigrations } from '@app/service-companies';
import { TechnicalModule, technicalEntities, technicalMigrations } from '../../src';
import { mountNotificationHub } from '../../src/hub/mount';

/** The companies module (users, sign-in) plus the technical module with its hub mounted, as the gateway does. */
export async function createTechnicalApp(databaseUrl: string): Promise<NestExpressApplication> {
  @Module({
    imports: [
      DbModule.forRoot({
        url: databaseUrl,
        entities: [...companiesEntities, ...technicalEntities],
        migrations: [...companiesMigrations, ...technicalMigrations],
        poolSize: 4,
      }),
      CommonModule.forRoot(),
      AuthModule.forRoot(),
      CompaniesModule,
      TechnicalModule,
    ],
  })
  class TechnicalTestModule {}
  const app = await NestFactory.create<NestExpressApplication>(TechnicalTestModule, { bodyParser: false, logger: ['error'] });
  return configureApp(app, { beforeBodyParsers: (a) => void mountNotificationHub(a) });
}

export interface LiveTestApp extends TestApp {
  url: string;
}

export async function createLiveTestApp(): Promise<LiveTestApp> {
  const t = await createTestApp({ createApp: createTechnicalApp });
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}
