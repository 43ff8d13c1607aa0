import { writeFileSync } from 'fs';
import { join } from 'path';
import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';
import { fakeStaticRoot } from './support';

const root = fakeStaticRoot();
writeFileSync(join(root, 'shell', 'dist', 'main.123.js.map'), '{"sources":["secret.ts"]}');
writeFileSync(join(root, 'mf-companies', 'dist', 'chunk.0123456789abcdef0123.js.map'), '{"sources":["secret.ts"]}');

describe('security headers (helmet), API caching and source maps', () => {
  let t: TestApp;
  const saved = process.env.PUBLIC_URL;

  beforeAll(async () => {
    process.env.PUBLIC_URL = 'https://payroll.example';
    const config = loadGatewayConfig({ STATIC_ROOT: root, PUBLIC_URL: 'https://payroll.example', REMOTE_MF_BILLING_URL: 'https://cdn.example/billing/v2/mf-manifest.json' });
    t = await createTestApp(gatewayComposition(config));
  });
  afterAll(async () => {
    await t.close();
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
  });

  it('sends the shell a CSP allowing exactly its own origin and the configured remote origins, never framed', async () => {
    const page = await t.http.get('/admin/companies').set('Accept', 'text/html').expect(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example;");
    expect(csp).toContain("connect-src 'self' https://cdn.example;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('marks every API answer no-store (errors included) with the same headers', async () => {
    for (const path of ['/api/health', '/api/auth/me']) {
      const response = await t.http.get(path);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves no source map unless SERVE_SOURCE_MAPS=true', async () => {
    await t.http.get('/main.123.js.map').expect(404);
    await t.http.get('/remotes/mf-companies/chunk.0123456789abcdef0123.js.map').expect(404);
    await t.http.get('/main.123.js').expect(200);
    const open = await createTestApp(gatewayComposition(loadGatewayConfig({ STATIC_ROOT: root, SERVE_SOURCE_MAPS: 'true' })));
    try {
      await open.http.get('/main.123.js.map').expect(200);
      await open.http.get('/remotes/mf-companies/chunk.0123456789abcdef0123.js.map').expect(200);
    } finally {
      await open.close();
    }
  });
});
