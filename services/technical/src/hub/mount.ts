import { Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AuthService } from '@app/nest-auth';
import type { Principal } from '@app/signalr-server';
import { hubConfig } from '../config';
import { SignalRAdapter } from './signalr.adapter';

/** Expiry (epoch ms) of a JWT, read without verification (the token was verified just before). */
function tokenExpiry(token: string): number | undefined {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the module's SignalR gateways (`/notificationHub`) on the app's HTTP server: registers the SignalR adapter
 * with Nest (gateways are connected to it at init), hands it the hub's HTTP requests (negotiate, SSE) before any body
 * parser, and its WebSocket upgrades (upgrades to any other path are destroyed). Call from configureApp's
 * `beforeBodyParsers`, before compression or timeout middleware.
 */
export function mountNotificationHub(app: NestExpressApplication): SignalRAdapter {
  const auth = app.get(AuthService, { strict: false });
  const settings = app.get<ConfigType<typeof hubConfig>>(hubConfig.KEY, { strict: false });
  const logger = new Logger('NotificationHub');
  const adapter = new SignalRAdapter({
    // Signature, expiry and the user's current session state (active, same session version, company active).
    authenticate: async (token): Promise<Principal | null> => {
      if (!token) return null;
      try {
        const user = await auth.verifyAccessToken(token, { remember: false });
        return { userId: user.id, role: user.role, companyId: user.companyId ?? undefined, expiresAt: tokenExpiry(token), sessionId: user.sessionId, sessionVersion: user.sessionVersion };
      } catch {
        return null;
      }
    },
    keepAliveIntervalMs: settings.keepAliveIntervalMs,
    clientTimeoutMs: settings.clientTimeoutMs,
    logger: { log: (m) => logger.log(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  app.useWebSocketAdapter(adapter);
  app.use((req: Request, res: Response, next: NextFunction) => (adapter.handleRequest(req, res) ? undefined : next()));
  app.getHttpServer().on('upgrade', (req, socket, head) => {
    if (!adapter.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return adapter;
}
