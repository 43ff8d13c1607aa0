import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';

/** Routes that answer without a token. Adding one here is a deliberate security decision. */
const PUBLIC_ROUTES = [
  'POST /api/auth/login',
  // The code step of a two-factor sign-in (docs/two-factor.md): needs the single-use, expiring challenge of a correct password.
  'POST /api/auth/login/two-factor',
  'GET /api/health',
  // Orchestrator probes (docs/operations.md).
  'GET /api/health/live',
  'GET /api/health/ready',
  // Reached from invitation and password reset links (docs/companies.md): each needs a single-use token.
  'GET /api/auth/invitation',
  'POST /api/auth/register',
  'POST /api/auth/register-with-company',
  'POST /api/auth/reset-password',
  // HMRC's OAuth redirect back to us (docs/hmrc-integration.md): trusted only through the single-use, expiring `state`.
  'GET /api/admin/hmrc/oauth/callback',
  // Stripe's webhook deliveries (docs/billing.md): authenticated by the Stripe-Signature over the raw body instead.
  'POST /api/stripe/webhook',
];

/**
 * The API document and Swagger UI (docs/backend.md): open outside production, Admin only in production unless
 * API_DOCS=public (tested in api-docs.api.spec.ts). Mounted by Swagger, not by controllers, so no guard applies.
 */
const API_DOCS = /^GET \/api\/(docs($|[-/])|openapi\.json$)/;

// Routes any signed-in user may call; every other non-public route belongs to the admin area and needs role Admin.
const SIGNED_IN_ROUTES = [
  'GET /api/auth/me',
  'POST /api/auth/logout',
  // Two-factor enrolment of the caller's own account (docs/two-factor.md).
  'GET /api/auth/2fa',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
  // The caller's own sessions (devices) (docs/sessions.md).
  'GET /api/auth/sessions',
  'POST /api/auth/sessions/end-all',
  'DELETE /api/auth/sessions/:id',
  'GET /api/userpreferences',
  'GET /api/businessmodel',
  'POST /api/notifications/:id/read',
];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route Nest registered, read from the Express router itself (not a hand-written list). */
function registeredRoutes(t: TestApp): { method: string; path: string }[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((m) => m !== '_all')
        .map((m) => ({ method: m.toUpperCase(), path: layer.route!.path })),
    );
}

const concrete = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');

describe('gateway route table: authorization fails closed', () => {
  let t: TestApp;
  let managerToken: string;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp(gatewayComposition(loadGatewayConfig({})));
    managerToken = (await t.createUser({ role: 'Manager' })).token;
    routes = registeredRoutes(t).filter((r) => !API_DOCS.test(`${r.method} ${r.path}`));
  });
  afterAll(() => t.close());

  it('finds the known routes of every in-process module', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining([...PUBLIC_ROUTES, 'GET /api/auth/me', 'GET /api/admin/companies', 'GET /api/userpreferences']));
    expect(names.every((n) => / \/api\//.test(n))).toBe(true);
  });

  it('answers 401 without a token on every route not explicitly public', async () => {
    for (const { method, path } of routes) {
      if (PUBLIC_ROUTES.includes(`${method} ${path}`)) continue;
      const response = await t.http[method.toLowerCase() as 'get'](concrete(path));
      expect(`${method} ${path} -> ${response.status}`).toBe(`${method} ${path} -> 401`);
    }
  });

  it('answers 403 to a Manager on every admin-area route (every route not public or listed for signed-in users)', async () => {
    const open = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
    const adminRoutes = routes.filter((r) => !open.includes(`${r.method} ${r.path}`));
    expect(adminRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/admin/companies', '/api/technical/system-status', '/api/smtpconfiguration', '/api/expensecategory', '/api/incometaxsimulator/simulate']),
    );
    for (const { method, path } of adminRoutes) {
      const response = await t.http[method.toLowerCase() as 'get'](concrete(path)).set('Authorization', `Bearer ${managerToken}`);
      expect(`${method} ${path} -> ${response.status}`).toBe(`${method} ${path} -> 403`);
    }
  });
});
