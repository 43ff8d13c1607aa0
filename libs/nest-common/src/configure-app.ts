import type { NestExpressApplication } from '@nestjs/platform-express';
import { HttpExceptionFilter } from './http-exception.filter';
import { BODY_LIMIT, bodyErrorHandler, refuseDeepJson, requestHygiene } from './request-hygiene';
import { securityHeaders, SecurityHeadersOptions } from './security-headers';
import { createValidationPipe } from './validation';

export const API_PREFIX = 'api';

export interface ConfigureAppOptions {
  /** Express middleware that must see the raw request stream (proxies), mounted before the body parsers. */
  beforeBodyParsers?: (app: NestExpressApplication) => void;
  /** Express `trust proxy` (commonConfig.trustProxy); loopback by default. */
  trustProxy?: string;
  /** CSP and HSTS of this process (the gateway serves the shell; a module alone only the API). */
  security?: SecurityHeadersOptions;
}

/**
 * The one place the HTTP pipeline is set up; the gateway, each standalone module and createTestApp all call it, so
 * tests run exactly the production configuration. The app must be created with `{ bodyParser: false }`.
 */
export function configureApp(app: NestExpressApplication, options: ConfigureAppOptions = {}): NestExpressApplication {
  // Loopback is trusted so the client address forwarded by a local gateway proxy reaches sign-in throttling.
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.disable('x-powered-by');
  // API answers are `Cache-Control: no-store`: an ETag (a SHA-1 of every body) would never be used (issue 12). Static
  // files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // First, so static files, the hub's HTTP answers and proxied modules carry the headers too.
  app.use(securityHeaders(options.security));
  options.beforeBodyParsers?.(app);
  // JSON bodies keep their bytes as `req.rawBody` (what Nest's `rawBody: true` does): signed webhooks (Stripe) are
  // verified over the exact bytes received, whichever process hosts the module. Not strict: spec 7 sends some
  // bodies as a bare JSON value (cancel-subscription's reason string, sync-employee-count's company id).
  app.useBodyParser('json', { limit: BODY_LIMIT, strict: false, verify: keepRawBody } as Record<string, unknown>);
  app.useBodyParser('urlencoded', { extended: false, limit: BODY_LIMIT, parameterLimit: 200 });
  // Refused bodies are the client's error (400/413/415), and what no route can take is refused before routing.
  app.use(bodyErrorHandler);
  app.use(requestHygiene);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  return app;
}

/** Keeps the bytes for signed webhooks, after refusing a body nested deeper than any route reads. */
function keepRawBody(req: { rawBody?: Buffer }, _res: unknown, buffer: Buffer): void {
  if (!Buffer.isBuffer(buffer)) return;
  refuseDeepJson(buffer);
  req.rawBody = buffer;
}
