// The technical module composed as in production (createTestApp with its feature descriptor, which mounts the hub),
// with the companies module for sign-in, listening on a free port so the real SignalR client can connect.
import type { AddressInfo } from 'net';
import { createTestApp, ProviderOverride, TestApp } from '@app/nest-testing';
import { companiesFeature } from '@app/service-companies';
import { technicalFeature } from '../../src';

export interface LiveTestApp extends TestApp {
  url: string;
}

export async function createLiveTestApp(overrides: ProviderOverride[] = []): Promise<LiveTestApp> {
  const t = await createTestApp({ features: [companiesFeature, technicalFeature], overrides });
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}
