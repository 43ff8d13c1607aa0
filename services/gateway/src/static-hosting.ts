import { existsSync } from 'fs';
import { join } from 'path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { RemotesRegistry } from '@app/contracts';
import { GatewayConfig, REMOTES } from './config';

const NO_CACHE = 'no-cache';
/** Content-hashed chunks never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{16,}\.(js|css)$/;

/**
 * A build folder served with its precompressed copies (brotli, then gzip, by the request's Accept-Encoding; the
 * builds write them) and the cache rules: hashed chunks immutable for a year, manifests, entries and pages revalidated.
 */
function staticFiles(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        const file = path.replace(/\.(br|gz)$/, '');
        if (HASHED.test(file)) res.setHeader('Cache-Control', IMMUTABLE);
        else res.setHeader('Cache-Control', NO_CACHE);
      },
    },
  });
}
/** Paths the SPA fallback never answers: API, remotes and the notification hub. */
const NOT_SPA = /^\/(api|remotes|notificationHub)(\/|$)/;
const NOT_SPA_API = /^\/(api|notificationHub)(\/|$)/;

export function remotesRegistry(config: GatewayConfig, origin: string): RemotesRegistry {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.replace(/-/g, '_'),
      config.remoteUrls[remote] ?? `${config.publicUrl ?? origin}/remotes/${remote}/mf-manifest.json`,
    ]),
  );
}

/** /remotes.json, each remote's build under /remotes/<name>/, the shell at / with SPA fallback. */
export function mountStaticHosting(app: NestExpressApplication, config: GatewayConfig): void {
  if (!config.serveSourceMaps) {
    app.use((req: Request, res: Response, next: NextFunction) => (/\.map$/.test(req.path) && !NOT_SPA_API.test(req.path) ? res.status(404).json({ message: 'Not found' }) : next()));
  }
  app.use('/remotes.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.set('Cache-Control', NO_CACHE).json(remotesRegistry(config, `${req.protocol}://${req.get('host')}`));
  });

  for (const remote of REMOTES) {
    // Manifests and entry files are not content-hashed: revalidated, so a redeployed remote is picked up at once.
    app.use(`/remotes/${remote}`, staticFiles(join(config.staticRoot, remote, 'dist')));
  }
  app.use('/remotes', (_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found' });
  });

  const shellDist = join(config.staticRoot, 'shell', 'dist');
  const shellStatic = staticFiles(shellDist);
  const indexHtml = join(shellDist, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (NOT_SPA.test(req.path)) return next();
    shellStatic(req, res, () => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
      if (!existsSync(indexHtml)) {
        res.status(404).json({ message: 'The web application has not been built (run npm run build).' });
        return;
      }
      res.set('Cache-Control', NO_CACHE).sendFile(indexHtml);
    });
  });
}
