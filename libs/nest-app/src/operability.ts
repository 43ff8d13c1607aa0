import { timingSafeEqual } from 'crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { DataSource } from 'typeorm';
import { AuthService } from '@app/nest-auth';
import { Metrics } from '@app/nest-common';
import type { OperabilityConfig } from './app.config';

const bearer = (req: Request) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * HTTP request durations by method, route template (never the raw URL: ids would explode the label set) and status.
 * Requests no Nest route matched (static files, the hub, 404s) are labelled by what answered them.
 */
export function instrumentHttp(app: NestExpressApplication): void {
  const duration = app.get(Metrics).histogram('http_request_duration_seconds', 'HTTP request duration', ['method', 'route', 'status'], [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = req.route ? `${req.baseUrl}${req.route.path}` : /^\/notificationHub/i.test(req.path) ? '/notificationHub' : /^\/api(\/|$)/.test(req.path) ? 'unmatched' : 'static';
      duration.observe({ method: req.method, route, status: String(res.statusCode) }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  });
}

/** Pool gauges of the database connection (pg's pool behind TypeORM). */
export function databasePoolGauges(app: NestExpressApplication): void {
  const metrics = app.get(Metrics);
  const dataSource = app.get(DataSource);
  const pool = () => (dataSource.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  metrics.gauge('db_pool_connections', 'Database pool connections, by state', ['state'], (gauge) => {
    const p = pool();
    if (!p) return;
    gauge.set({ state: 'total' }, p.totalCount);
    gauge.set({ state: 'idle' }, p.idleCount);
    gauge.set({ state: 'waiting' }, p.waitingCount);
  });
}

/** `GET /metrics` (Prometheus text): a bearer METRICS_TOKEN when set; without one, open outside production only. */
export function mountMetricsEndpoint(app: NestExpressApplication, config: OperabilityConfig): void {
  const registry = app.get(Metrics).registry;
  app.use('/metrics', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== '/') return next();
    if (config.metricsToken ? !sameSecret(bearer(req), config.metricsToken) : config.production) {
      res.status(config.metricsToken ? 401 : 404).json({ message: config.metricsToken ? 'A valid metrics token is required' : 'Not found' });
      return;
    }
    registry.metrics().then(
      (text) => res.set('Content-Type', registry.contentType).send(text),
      (error: Error) => next(error),
    );
  });
}

/** The standard error bodies of every operation (docs/conventions.md, "Errors"). */
const ERROR_RESPONSES: Record<string, { description: string; example: object }> = {
  '400': { description: 'Invalid input, per field', example: { message: 'Please correct the highlighted fields.', errors: { email: ['Please enter a valid email address'] } } },
  '401': { description: 'No valid token', example: { message: 'Authentication required' } },
  '403': { description: 'Not allowed for this role', example: { message: 'Access denied. Admin privileges required.' } },
  '404': { description: 'Not found', example: { message: 'Company not found' } },
  '409': { description: 'Conflict with the current state', example: { message: 'A configuration with this name already exists' } },
};

/**
 * The OpenAPI document of every route of the process, built from the controllers and, for request bodies, from the
 * DTOs' class-validator rules (no per-property decorators needed), with bearer auth and the error bodies.
 */
export function buildApiDocument(app: NestExpressApplication, version: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Payroll SaaS administrator back-office API')
      .setDescription('Admin-area API (spec section 7). Send the token from POST /api/auth/login as `Authorization: Bearer <token>`.')
      .setVersion(version)
      .addBearerAuth()
      .addSecurityRequirements('bearer')
      .build(),
  );
  const schemas = validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' }) as Record<string, object>;
  document.components = { ...document.components, schemas: { ...(document.components?.schemas ?? {}), ...schemas } };
  document.components.schemas!.ErrorResponse = {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { responses?: Record<string, unknown> }[]) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      for (const [status, { description, example }] of Object.entries(ERROR_RESPONSES)) {
        operation.responses![status] ??= { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' }, example } } };
      }
    }
  }
  return document;
}

/**
 * `/api/docs` (Swagger UI) and `/api/openapi.json`. Outside production they are open; in production they need an
 * Admin's bearer token unless API_DOCS=public (the UI page itself then needs API_DOCS=public: a browser sends no
 * bearer token when it opens a page).
 */
export function mountApiDocs(app: NestExpressApplication, config: OperabilityConfig, version: string): void {
  if (config.production && !config.publicApiDocs) {
    const auth = app.get(AuthService);
    app.use(['/api/docs', '/api/openapi.json'], (req: Request, res: Response, next: NextFunction) => {
      const token = bearer(req);
      if (!token) return void res.status(401).json({ message: 'Authentication required' });
      auth.verifyAccessToken(token).then(
        (user) => (user.role === 'Admin' ? next() : res.status(403).json({ message: 'Access denied. Admin privileges required.' })),
        () => res.status(401).json({ message: 'Your session has expired. Please sign in again.' }),
      );
    });
  }
  const document = buildApiDocument(app, version);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', useGlobalPrefix: false });
}
