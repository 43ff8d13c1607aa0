import type { IncomingMessage } from 'http';
import { queryParam } from '../auth';
import type { HubConnection } from '../connection';
import type { HubCore } from '../hub';
import type { TransportName } from '../types';

export type Lookup = { ok: true; connection: HubConnection } | { ok: false; status: number; message: string };

/**
 * Authenticates a transport request and finds its connection (HttpConnectionDispatcher rules):
 * 401 bad token, 400 no id, 404 unknown id, 403 other user than at negotiate, 409 already has a transport.
 * A connection whose transport request failed auth is dropped so nothing half-open remains.
 */
export async function lookupForTransport(
  core: HubCore,
  url: URL,
  req: IncomingMessage,
  transport: TransportName,
  options: { allowNoId: boolean },
): Promise<Lookup> {
  const principal = await core.authenticate(req, url, true);
  const id = queryParam(url, 'id');
  const existing = id ? core.byToken.get(id) : undefined;
  if (!principal) {
    if (existing && !existing.transportClaimed) existing.terminate();
    return { ok: false, status: 401, message: '' };
  }
  if (!id) {
    if (!options.allowNoId) return { ok: false, status: 400, message: 'Connection ID required' };
    // skipNegotiation: the WebSocket request itself creates the connection.
    const created = core.createConnection(principal);
    created.transportClaimed = true;
    return { ok: true, connection: created };
  }
  if (!existing) return { ok: false, status: 404, message: 'No Connection with that ID' };
  if (existing.principal.userId !== principal.userId) {
    if (!existing.transportClaimed) existing.terminate();
    return { ok: false, status: 403, message: 'The user of this request does not own the connection' };
  }
  if (existing.transportClaimed) {
    return { ok: false, status: 409, message: `${transport} transport is already in use for this connection` };
  }
  existing.transportClaimed = true;
  return { ok: true, connection: existing };
}
