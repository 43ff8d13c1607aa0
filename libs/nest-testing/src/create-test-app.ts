import { randomBytes } from 'crypto';
import { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Role, UserDto } from '@app/contracts';
import { ProvisionUserInput, UserProvisioner } from '@app/nest-auth';
import { ComposeAppOptions, composeRootModule, configureComposedApp, FeatureModule, useStructuredLogs } from '@app/nest-app';
import { EMBEDDED_POOL_SIZE } from '@app/nest-db';
import { createTestDatabase, TestDatabase } from './test-database';

/** A provider replaced the Nest way (`Test.createTestingModule(...).overrideProvider(provide)`). */
/** A provider replaced the Nest way; `guard: true` replaces a guard used with `@UseGuards(Class)` (overrideGuard). */
export type ProviderOverride = { provide: unknown; guard?: boolean } & (
  | { useValue: unknown }
  | { useClass: new (...args: never[]) => unknown }
  | { useFactory: (...args: never[]) => unknown; inject?: unknown[] }
);

export interface TestAppOptions extends Partial<Omit<ComposeAppOptions, 'database' | 'logger'>> {
  /** The feature modules to compose (their descriptors from `@app/service-<name>`), as composeApp does in production. */
  features: FeatureModule[];
  overrides?: ProviderOverride[];
  /** A database of its own (default: a fresh one from createTestDatabase()). */
  database?: TestDatabase;
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

function composeOptionsOf(options: TestAppOptions, url: string): ComposeAppOptions {
  const database = { url, poolSize: process.env.DATABASE_URL ? 4 : EMBEDDED_POOL_SIZE };
  return { ...options, database, logger: ['error', 'warn'] };
}

/** composeApp's root module through Nest's testing module, so tests can override providers; not yet listening. */
async function createComposedTestApp(compose: ComposeAppOptions, overrides: ProviderOverride[]): Promise<NestExpressApplication> {
  const builder = Test.createTestingModule({ imports: [composeRootModule(compose)] });
  for (const override of overrides) {
    const target = override.guard ? builder.overrideGuard(override.provide) : builder.overrideProvider(override.provide);
    if ('useValue' in override) target.useValue(override.useValue);
    else if ('useClass' in override) target.useClass(override.useClass);
    else target.useFactory({ factory: override.useFactory as (...args: unknown[]) => unknown, inject: override.inject as never[] });
  }
  const moduleRef = await builder.compile();
  if (!compose.logging) {
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: compose.logger });
    return configureComposedApp(app, compose);
  }
  // A test of the structured logs: pino, as in production.
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  useStructuredLogs(app);
  return configureComposedApp(app, compose);
}

export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  // Secrets come from the environment in tests so nothing is written to ./data.
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const database = options.database ?? (await createTestDatabase());
  let app: INestApplication | undefined;
  try {
    app = await createComposedTestApp(composeOptionsOf(options, database.url), options.overrides ?? []);
    await app.init();
  } catch (error) {
    // An app that failed to start (a test of a refused configuration) still holds connections (database pool, Redis
    // event bus): close what was built so the test process can exit.
    await app?.close().catch(() => undefined);
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
