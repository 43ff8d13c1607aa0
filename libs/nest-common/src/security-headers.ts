import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** CSP directives (helmet's shape: directive name -> sources). */
export type CspDirectives = Record<string, string[]>;

/** What a process that serves only the API answers with: nothing may be loaded from its JSON, nor frame it. */
export const API_ONLY_CSP: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The shell's policy: scripts, styles, fonts, images and fetches from this origin and the remotes' origins only
 * (the same configuration as /remotes.json), never inline script, never framed. WebSockets to the hub are same
 * origin ('self' covers ws:/wss: of this origin in CSP 3).
 */
export function shellCsp(remoteOrigins: string[]): CspDirectives {
  const from = ["'self'", ...new Set(remoteOrigins)];
  return {
    'default-src': ["'self'"],
    'script-src': from,
    'style-src': from,
    'font-src': [...from, 'data:'],
    'img-src': [...from, 'data:'],
    'connect-src': from,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

export interface SecurityHeadersOptions {
  /** Default API_ONLY_CSP. */
  contentSecurityPolicy?: CspDirectives;
  /** Strict-Transport-Security, only when the product is served over https (PUBLIC_URL https://...). */
  hsts?: boolean;
}

/**
 * helmet with the product's policy (nosniff, Referrer-Policy no-referrer, frame-ancestors 'none', CSP, HSTS when
 * https), and `Cache-Control: no-store` on API answers: they hold payroll data no shared cache may keep.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}) {
  const headers = helmetWith(options.contentSecurityPolicy ?? API_ONLY_CSP, options);
  // Swagger UI's page (/api/docs) has an inline <style> block and style attributes: allowed there, and only there.
  const docs = helmetWith(API_DOCS_CSP, options);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (/^\/api(\/|$)/.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    (/^\/api\/docs(\/|$)/.test(req.path) ? docs : headers)(req, res, next);
  };
}

/** Swagger UI: its own scripts and styles, inline styles, its data: images; never framed. */
const API_DOCS_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

function helmetWith(directives: CspDirectives, options: SecurityHeadersOptions) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // Remotes may be served from other origins (REMOTE_MF_*_URL): their scripts must stay loadable by the shell.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
