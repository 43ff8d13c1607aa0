import type { NextFunction, Request, Response } from 'express';

/** The deepest JSON nesting a request body may have (objects and arrays); the spec's deepest body has 3 levels. */
export const MAX_JSON_DEPTH = 32;
export const BODY_LIMIT = '1mb';

const INVALID_TEXT = 'Must not contain a NUL character or an unpaired surrogate.';

class RequestRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
  /** body-parser reads `expose` and `status` from an error thrown by `verify`. */
  readonly expose = true;
  readonly type = 'request.rejected';
}

/** Nesting depth of a JSON text, counted over brackets outside strings; stops counting once past `max`. */
export function jsonDepthExceeds(body: Buffer, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** body-parser `verify` for JSON: refuses a too deeply nested body before it is parsed or validated. */
export function refuseDeepJson(body: Buffer): void {
  if (jsonDepthExceeds(body)) {
    throw new RequestRejected(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
}

/** A string PostgreSQL cannot store or a person cannot have meant: NUL, or a UTF-16 surrogate without its pair. */
export function hasInvalidText(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

/** The field paths (`a.b`, `items.0`) of every string (or key) in a parsed body or query that has invalid text. */
export function invalidTextFields(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasInvalidText(value)) found.push(path || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => invalidTextFields(item, path ? `${path}.${i}` : String(i), found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (hasInvalidText(key)) found.push(path || 'body');
      else invalidTextFields(item, field, found);
    }
  }
  return found;
}

/** Words for the errors body-parser raises (it gives them a 4xx status); anything else keeps its own message. */
const BODY_ERRORS: Record<string, (err: { encoding?: string; charset?: string }) => [number, string]> = {
  'entity.too.large': () => [413, `The request body is too large (at most ${BODY_LIMIT.replace('mb', ' MB')}).`],
  'entity.parse.failed': () => [400, 'The request body is not valid JSON.'],
  'encoding.unsupported': (e) => [415, `Content-Encoding "${e.encoding ?? ''}" is not supported: send the body uncompressed, gzip, deflate or br.`],
  'charset.unsupported': (e) => [415, `Charset "${e.charset ?? ''}" is not supported: send the body as UTF-8.`],
  'request.aborted': () => [400, 'The request body was not received completely.'],
  'request.size.invalid': () => [400, 'The request body does not match its Content-Length.'],
};

/**
 * Express error handler mounted right after the body parsers: a body the parsers refused is the client's error
 * (400/413/415 with a message), never a 500. Errors that are not the parsers' pass on.
 */
export function bodyErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = e?.status ?? e?.statusCode;
  if (!e || typeof status !== 'number' || status < 400 || status >= 500) return next(err);
  const known = typeof e.type === 'string' ? BODY_ERRORS[e.type]?.(e as never) : undefined;
  if (known) {
    res.status(known[0]).json({ message: known[1] });
    return;
  }
  if (e.type === 'request.rejected' && e.message) {
    res.status(status).json({ message: e.message });
    return;
  }
  // Other client errors of the parsers, e.g. a corrupt gzip stream (zlib's words are not for people).
  res.status(status).json({ message: 'The request body could not be read: check its Content-Encoding.' });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_TYPES = /^application\/(?:[\w.+-]+\+)?json$|^application\/x-www-form-urlencoded$/i;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Refuses what no route can take, before any route sees it: a body of a type the API does not read (415), and text
 * PostgreSQL cannot store (NUL, unpaired surrogates) in the address, the query or the body (400 per field).
 */
export function requestHygiene(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ message: 'The address is not valid (a malformed % escape).' });
    return;
  }
  if (hasInvalidText(path)) {
    res.status(400).json({ message: 'The address contains a NUL character or an unpaired surrogate.' });
    return;
  }
  if (WRITE_METHODS.has(req.method) && hasBody(req)) {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim();
    if (!ACCEPTED_TYPES.test(type)) {
      res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      return;
    }
  }
  const fields = [...invalidTextFields(req.query), ...invalidTextFields(req.body)];
  if (fields.length) {
    res.status(400).json({
      message: 'Please correct the highlighted fields.',
      errors: Object.fromEntries(fields.map((f) => [f, [INVALID_TEXT]])),
    });
    return;
  }
  next();
}
