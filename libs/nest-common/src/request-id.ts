import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';

/** A client's X-Request-Id worth keeping: short, and only characters a log line and a CSV cell can hold as they are. */
const PLAUSIBLE_ID = /^[\w.:-]{1,64}$/;

/**
 * The id of a request, echoed in the answer's X-Request-Id: the one already given to it (pino's `req.id`, or an
 * X-Request-Id header already echoed), else the client's X-Request-Id when it is plausible, else a new UUID. The logs
 * and the audit trail use it, so an entry and its request's log line share one id.
 */
export function requestId(req: IncomingMessage & { id?: unknown }, res?: ServerResponse): string {
  if (typeof req.id === 'string') return req.id;
  const echoed = res?.getHeader('X-Request-Id');
  if (typeof echoed === 'string') return echoed;
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && PLAUSIBLE_ID.test(given) ? given : randomUUID();
  res?.setHeader('X-Request-Id', id);
  return id;
}
