import type { AddressInfo } from 'net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '@app/service-companies';
import { createGatewayApp, loadGatewayConfig } from '../src';

describe('gateway proxy: COMPANIES_URL sends the companies routes to a separate instance', () => {
  let companies: TestApp;
  let gateway: NestExpressApplication;

  beforeAll(async () => {
    companies = await createTestApp({ features: [companiesFeature] });
    await companies.app.listen(0, '127.0.0.1');
    const { port } = companies.app.getHttpServer().address() as AddressInfo;
    const config = loadGatewayConfig({ COMPANIES_URL: `http://127.0.0.1:${port}` });
    gateway = await createGatewayApp({ databaseUrl: companies.databaseUrl, poolSize: 4, config });
    await gateway.init();
  });
  afterAll(async () => {
    await gateway.close();
    await companies.close();
  });

  it('forwards POST bodies, bearer tokens and admin routes unchanged', async () => {
    const admin = await companies.createUser({ role: 'Admin', email: 'proxied@test.example' });
    const http = request(gateway.getHttpServer());
    const login = await http.post('/api/auth/login').send({ email: 'proxied@test.example', password: admin.password }).expect(200);
    expect(login.body.user.email).toBe('proxied@test.example');
    await http.get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    await http.get('/api/admin/companies').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    await http.get('/api/auth/me').expect(401);
    expect((await http.post('/api/auth/login').send({ email: 'proxied@test.example', password: 'x' }).expect(401)).body).toEqual({
      message: 'Invalid email or password.',
    });
  });

  it('still serves its own routes (health) and 404s the companies routes no longer hosted in-process', async () => {
    const http = request(gateway.getHttpServer());
    await http.get('/api/health').expect(200);
    const routes = (gateway.getHttpAdapter().getInstance().router.stack as { route?: { path: string } }[])
      .filter((l) => l.route)
      .map((l) => l.route!.path);
    expect(routes).not.toContain('/api/auth/login');
  });
});
