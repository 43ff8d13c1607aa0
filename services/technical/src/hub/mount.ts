import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { NotificationHubService } from './notification-hub.service';

/**
 * Mounts `/notificationHub` on an app created with `{ bodyParser: false }`: call it from configureApp's
 * `beforeBodyParsers` (the hub reads its POST bodies itself) and before any compression or timeout middleware.
 * The `upgrade` listener serves the hub's WebSockets and destroys upgrades for any other path.
 */
export function mountNotificationHub(app: NestExpressApplication): NotificationHubService {
  const service = app.get(NotificationHubService, { strict: false });
  app.use((req: Request, res: Response, next: NextFunction) => (service.handleRequest(req, res) ? undefined : next()));
  app.getHttpServer().on('upgrade', (req, socket, head) => {
    if (!service.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return service;
}
