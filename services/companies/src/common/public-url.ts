import type { Request } from 'express';

/**
 * Origin used in e-mailed links: PUBLIC_URL when set (recommended behind a proxy), otherwise the origin the
 * admin's browser used (Origin header), otherwise the request's own protocol and host.
 */
export function publicOrigin(request: Pick<Request, 'protocol' | 'get'>, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const origin = request.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
