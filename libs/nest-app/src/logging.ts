import type { IncomingMessage, ServerResponse } from 'http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { requestId } from '@app/nest-common';
import type { DestinationStream } from 'pino';
import { logLevelFromEnv, LogLevelName } from './app.config';

export interface LoggingOptions {
  /** Default LOG_LEVEL (info; warn under NODE_ENV=test). */
  level?: LogLevelName;
  /** Where the JSON lines go (default stdout); tests capture them. */
  destination?: DestinationStream;
}

/** Every place a secret can sit in a logged object: headers, and any field whose name says it is one. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'confirmPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'secret', 'clientSecret', 'gatewayPassword', 'apiKey',
    // Two-factor sign-in (docs/two-factor.md): the enrolment's key and URI, the recovery codes, the sign-in challenge.
    'manualKey', 'otpauthUri', 'qrCode', 'recoveryCode', 'recoveryCodes', 'challenge']
    .flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];

/** Query parameters that carry credentials (invitation and reset tokens, the hub's SSE token, OAuth code/state). */
const SECRET_QUERY = /([?&](?:token|access_token|id_token|code|state|key)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}


/**
 * Structured JSON logs (pino through nestjs-pino): one line per request with its id (also in the X-Request-Id
 * header and on every line logged while handling it), redacted headers, secret fields and secret query parameters;
 * Nest's own Logger calls go to the same stream.
 */
export function loggingModule(options: LoggingOptions = {}): DynamicModule {
  const level = options.level ?? logLevelFromEnv();
  const pinoOptions = {
    level,
    genReqId: requestId,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return LoggerModule.forRoot({
    // The request line is logged for API calls; static files and the hub are answered before Nest's middleware.
    pinoHttp: options.destination ? [pinoOptions, options.destination] : pinoOptions,
  });
}
