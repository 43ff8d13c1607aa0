import type { AddressInfo } from 'net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { Role } from '@app/contracts';
import { UserProvisioner } from '@app/nest-auth';
import { createGatewayApp, loadGatewayConfig } from '../src';
import { fakeStaticRoot } from './support';

/** A listening gateway on an existing database (several may share it, as instances of one deployment). */
export async function startGateway(
  databaseUrl: string,
  port = 0,
  env: NodeJS.ProcessEnv = {},
): Promise<{ app: NestExpressApplication; url: string; port: number }> {
  const app = await createGatewayApp({ databaseUrl, poolSize: 4, config: loadGatewayConfig({ STATIC_ROOT: fakeStaticRoot(), ...env }) });
  app.useLogger(['error']);
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${address.port}`, port: address.port };
}

let counter = 0;
export async function createSignedInUser(app: NestExpressApplication, role: Role, companyId: string | null = null): Promise<{ id: string; token: string }> {
  counter += 1;
  const email = `hub-${role.toLowerCase()}-${counter}-${Date.now()}@test.example`;
  const user = await app.get(UserProvisioner, { strict: false }).createUser({ email, password: 'Password1!', role, companyId });
  const login = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: 'Password1!' }).expect(200);
  return { id: user.id, token: login.body.token };
}

/** The one SignalR test client of libs/nest-testing, under the names these tests use. */
export { buildHubClient as buildClient, startHubClient as startClient, type HubClient as Client } from '@app/nest-testing';
