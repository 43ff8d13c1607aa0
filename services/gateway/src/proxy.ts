import type { NestExpressApplication } from '@nestjs/platform-express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_PREFIX } from '@app/nest-common';
import { FeatureModule, routePrefixes } from './modules';

/**
 * Forwards a split-out module's routes to its own instance. Mounted before the body parsers so request streams
 * reach the target untouched (raw bodies for webhooks included). The target validates the token itself.
 */
export function mountModuleProxies(app: NestExpressApplication, remote: { feature: FeatureModule; url: string }[]): void {
  for (const { feature, url } of remote) {
    const prefixes = routePrefixes(feature.module, API_PREFIX);
    app.use(
      createProxyMiddleware({
        target: url,
        xfwd: true,
        pathFilter: (path) => prefixes.some((p) => path === p || path.startsWith(`${p}/`)),
        on: {
          error: (_error, _req, res) => {
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(502, { 'Content-Type': 'application/json' });
              res.end(JSON.stringify({ message: `The ${feature.name} service is unavailable.` }));
            }
          },
        },
      }),
    );
  }
}

/**
 * With TECHNICAL_URL set, `/notificationHub` (negotiate, SSE, POSTs and WebSocket upgrades) is forwarded to the
 * technical instance, which hosts the hub. Sticky sessions still apply when several technical instances run.
 */
export function mountHubProxy(app: NestExpressApplication, url: string): void {
  const proxy = createProxyMiddleware({
    target: url,
    ws: true,
    xfwd: true,
    pathFilter: (path) => /^\/notificationhub(\/|$)/i.test(path),
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'The notification hub is unavailable.' }));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  app.use(proxy);
  app.getHttpServer().on('upgrade', (req: import('http').IncomingMessage, socket: import('stream').Duplex, head: Buffer) => {
    if (/^\/notificationhub(\/|\?|$)/i.test(req.url ?? '')) proxy.upgrade(req, socket as never, head);
    else socket.destroy();
  });
}
