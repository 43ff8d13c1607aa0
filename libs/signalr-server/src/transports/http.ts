import type { IncomingMessage, ServerResponse } from 'http';
import { queryParam } from '../auth';
import type { HubCore, HubRoute } from '../hub';
import { negotiateResponse, negotiateVersion } from '../negotiate';
import { maxSizeExceeded } from '../protocol';
import { lookupForTransport } from './lookup';
import { startSseStream } from './sse';

export async function handleHttpRequest(
  core: HubCore,
  route: HubRoute,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (core.closed) return reply(res, 503, 'Server is shutting down');
  await core.ready;
  if (route === 'negotiate') return negotiate(core, url, req, res);
  const accept = req.headers.accept ?? '';
  if (req.method === 'GET' && accept.includes('text/event-stream')) return serverSentEvents(core, url, req, res);
  if (req.method === 'POST') return send(core, url, req, res);
  if (req.method === 'GET') return reply(res, 404, 'LongPolling transport not supported by this end point type');
  res.setHeader('Allow', 'GET, POST');
  return reply(res, 405, '');
}

async function negotiate(core: HubCore, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return reply(res, 405, '');
  }
  req.resume();
  const principal = await core.authenticate(req, url, false);
  if (!principal) return reply(res, 401, '');
  const version = negotiateVersion(queryParam(url, 'negotiateVersion'));
  const connection = core.createConnection(principal, version === 0);
  const body = JSON.stringify(negotiateResponse(version, connection.id, connection.token));
  // Exactly 200: the client rejects every other status, even 201.
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, no-store' }).end(body);
}

async function serverSentEvents(core: HubCore, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const found = await lookupForTransport(core, url, req, 'ServerSentEvents', { allowNoId: false });
  if (!found.ok) return reply(res, found.status, found.message);
  const connection = found.connection;
  if (connection.state === 'closed') return reply(res, 404, 'No Connection with that ID');
  connection.attach(startSseStream(res));
  // The client stops by closing the EventSource, i.e. the TCP connection.
  res.on('close', () => connection.terminate());
}

async function send(core: HubCore, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Sends carry the bearer header; the query token is for EventSource/browser WebSockets only.
  const principal = await core.authenticate(req, url, false);
  if (!principal) return drain(req, res, 401, '');
  const id = queryParam(url, 'id');
  if (!id) return drain(req, res, 400, 'Connection ID required');
  const connection = core.byToken.get(id);
  if (!connection) return drain(req, res, 404, 'No Connection with that ID');
  if (connection.principal.userId !== principal.userId) return drain(req, res, 403, '');
  if (connection.sink?.name === 'WebSockets') return drain(req, res, 405, 'POST requests are not allowed for WebSocket connections.');
  if (!connection.sink) return drain(req, res, 409, 'The connection has no active transport.');

  const limit = Math.max(1024 * 1024, 4 * core.maxReceiveBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      connection.close({ error: maxSizeExceeded(core.maxReceiveBytes) });
      res.setHeader('Connection', 'close');
      return reply(res, 413, '');
    }
    chunks.push(chunk);
  }
  reply(res, 200, '');
  connection.receive(Buffer.concat(chunks).toString('utf8'));
}

function drain(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  req.resume();
  reply(res, status, message);
}

function reply(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(message) }).end(message);
}
