import { get } from 'http';
import { brotliDecompressSync } from 'zlib';
import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';
import { fakeStaticRoot } from './support';

describe('gateway: health, remote registry and static hosting', () => {
  let t: TestApp;

  beforeAll(async () => {
    const config = loadGatewayConfig({
      STATIC_ROOT: fakeStaticRoot(),
      REMOTE_MF_BILLING_URL: 'https://cdn.example/billing/v2/mf-manifest.json',
    });
    t = await createTestApp(gatewayComposition(config));
  });
  afterAll(() => t.close());

  it('GET /api/health is public and reports the database', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', version: '0.1.0' });
  });

  it('GET /remotes.json maps every container to its manifest, honouring REMOTE_<NAME>_URL, without caching', async () => {
    const response = await t.http.get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const origin = `http://${response.request.url.split('/')[2]}`;
    expect(response.body).toEqual({
      mf_companies: `${origin}/remotes/mf-companies/mf-manifest.json`,
      mf_billing: 'https://cdn.example/billing/v2/mf-manifest.json',
      mf_hmrc: `${origin}/remotes/mf-hmrc/mf-manifest.json`,
      mf_technical: `${origin}/remotes/mf-technical/mf-manifest.json`,
      mf_settings: `${origin}/remotes/mf-settings/mf-manifest.json`,
    });
  });

  it('serves each remote build under /remotes/<name>/ (manifest not cached) and 404s missing files', async () => {
    const manifest = await t.http.get('/remotes/mf-companies/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toEqual({ name: 'mf_companies' });
    const chunk = await t.http.get('/remotes/mf-companies/chunk.0123456789abcdef0123.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.http.get('/remotes/mf-companies/missing.js').expect(404);
    await t.http.get('/remotes/mf-hmrc/mf-manifest.json').set('Accept', 'text/html').expect(404);
  });

  it('serves the shell and falls back to its index.html for HTML navigations outside /api, /remotes, /notificationHub', async () => {
    await t.http.get('/main.123.js').expect(200, 'console.log("shell")');
    for (const path of ['/', '/login', '/admin/companies']) {
      const page = await t.http.get(path).set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('<title>shell</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.http.get('/api/nothing').set('Accept', 'text/html').expect(404)).body).toEqual({ message: 'Cannot GET /api/nothing' });
    await t.http.get('/notificationHub').set('Accept', 'text/html').expect(404);
    await t.http.get('/admin/companies').set('Accept', 'application/json').expect(404);
    await t.http.post('/admin/companies').set('Accept', 'text/html').expect(404);
  });

  it('serves the precompressed copies by Accept-Encoding (brotli, then gzip), hashed chunks immutable for a year', async () => {
    const path = '/main.89abcdef0123456789ab.js';
    const expected = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    // The bytes as sent (superagent would decompress them), over a real socket.
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const br = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: server.address().port, path, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    expect(br.body.length).toBeLessThan(expected.length / 10);

    const gz = await t.http.get(path).set('Accept-Encoding', 'gzip');
    expect([gz.headers['content-encoding'], gz.text]).toEqual(['gzip', expected]); // supertest inflates gzip
    const plain = await t.http.get(path).set('Accept-Encoding', 'identity');
    expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, expected]);
  });
});

