import type { IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import type { HubCore } from '../hub';
import { lookupForTransport } from './lookup';
import { isUpgradeRequest, rejectUpgrade, type HubSocket } from './websocket';

export async function handleWebSocketUpgrade(
  core: HubCore,
  url: URL,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  if (core.closed) return rejectUpgrade(socket, 503);
  if (req.method !== 'GET' || !isUpgradeRequest(req)) return rejectUpgrade(socket, 400);
  await core.ready;
  const found = await lookupForTransport(core, url, req, 'WebSockets', { allowNoId: true });
  if (!found.ok) return rejectUpgrade(socket, found.status, found.message);
  const connection = found.connection;
  core.wss.handleUpgrade(req, socket, head, (ws) => {
    if (connection.state === 'closed') return void ws.close(1000);
    (ws as HubSocket).carry(connection, core.logger);
  });
}
