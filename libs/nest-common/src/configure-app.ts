import type { NestExpressApplication } from '@nestjs/platform-express';
import { HttpExceptionFilter } from './http-exception.filter';
import { createValidationPipe } from './validation';

export const API_PREFIX = 'api';

export interface ConfigureAppOptions {
  /** Express middleware that must see the raw request stream (proxies), mounted before the body parsers. */
  beforeBodyParsers?: (app: NestExpressApplication) => void;
}

/**
 * The one place the HTTP pipeline is set up; the gateway, each standalone module and createTestApp all call it, so
 * tests run exactly the production configuration. The app must be created with `{ bodyParser: false }`.
 */
export function configureApp(app: NestExpressApplication, options: ConfigureAppOptions = {}): NestExpressApplication {
  // Loopback is trusted so the client address forwarded by a local gateway proxy reaches sign-in throttling.
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  app.disable('x-powered-by');
  options.beforeBodyParsers?.(app);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '1mb' });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  return app;
}
