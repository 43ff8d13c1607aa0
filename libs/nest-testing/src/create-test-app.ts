import { randomBytes } from 'crypto';
import { INestApplication, Module, ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Role, UserDto } from '@app/contracts';
import { AuthModule, ProvisionUserInput, UserProvisioner } from '@app/nest-auth';
import { CommonModule, configureApp } from '@app/nest-common';
import { DataSourceConfig, DbModule, EMBEDDED_POOL_SIZE } from '@app/nest-db';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Feature modules to host (the app gets DbModule, CommonModule and AuthModule around them). */
  imports?: ModuleMetadata['imports'];
  entities?: DataSourceConfig['entities'];
  migrations?: DataSourceConfig['migrations'];
  /** Builds the whole app instead (the gateway): gets the test database URL, returns an uninitialised app. */
  createApp?: (databaseUrl: string) => Promise<INestApplication>;
}

export interface CreateUserOptions extends Partial<ProvisionUserInput> {
  role: Role;
}

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  databaseUrl: string;
  /** Signs in through POST /api/auth/login and returns the token. */
  signIn(email: string, password: string): Promise<string>;
  /** Creates a user (password defaults to `Password1!`), returning the user and a token for it. */
  createUser(options: CreateUserOptions): Promise<UserDto & { password: string; token: string }>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  // Secrets come from the environment in tests so nothing is written to ./data.
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const database = await createTestDatabase();
  let app: INestApplication;
  try {
    app = options.createApp ? await options.createApp(database.url) : await createModuleApp(options, database.url);
    await app.init();
  } catch (error) {
    await database.drop();
    throw error;
  }
  const http = request(app.getHttpServer());
  let counter = 0;

  const signIn = async (email: string, password: string) => {
    const response = await http.post('/api/auth/login').send({ email, password });
    if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };

  return {
    app,
    http,
    dataSource: app.get(DataSource),
    databaseUrl: database.url,
    signIn,
    async createUser(input) {
      counter += 1;
      const password = input.password ?? 'Password1!';
      const user = await app.get(UserProvisioner, { strict: false }).createUser({
        email: `${input.role.toLowerCase()}${counter}.${randomBytes(3).toString('hex')}@test.example`,
        ...input,
        password,
      });
      const token = user.isActive ? await signIn(user.email, password) : '';
      return { ...user, password, token };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

async function createModuleApp(options: TestAppOptions, url: string): Promise<NestExpressApplication> {
  @Module({
    imports: [
      DbModule.forRoot({ url, entities: options.entities ?? [], migrations: options.migrations ?? [], poolSize: process.env.DATABASE_URL ? 4 : EMBEDDED_POOL_SIZE }),
      CommonModule.forRoot(),
      AuthModule.forRoot(),
      ...(options.imports ?? []),
    ],
  })
  class TestRootModule {}
  const app = await NestFactory.create<NestExpressApplication>(TestRootModule, { bodyParser: false, logger: ['error', 'warn'] });
  return configureApp(app);
}
