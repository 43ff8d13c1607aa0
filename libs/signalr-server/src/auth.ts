import type { IncomingMessage } from 'http';

/**
 * The bearer token of a hub request. The `access_token` query value is honoured only where
 * the client cannot send headers (browser WebSockets, EventSource): the WS upgrade and SSE GET.
 */
export function extractToken(req: IncomingMessage, url: URL, allowQuery: boolean): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match ? match[1] : undefined;
  }
  if (allowQuery) return url.searchParams.get('access_token') ?? undefined;
  return undefined;
}

/** The request URL safe for logs: the query token is replaced. */
export function redactUrl(url: URL): string {
  if (!url.searchParams.has('access_token')) return url.pathname + url.search;
  const copy = new URL(url.href);
  copy.searchParams.set('access_token', '***');
  return copy.pathname + copy.search;
}

/** Query keys are case-insensitive in ASP.NET (`negotiateVersion`, `id`). */
export function queryParam(url: URL, name: string): string | null {
  const direct = url.searchParams.get(name);
  if (direct !== null) return direct;
  const lower = name.toLowerCase();
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === lower) return value;
  return null;
}
