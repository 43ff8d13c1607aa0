import { STATUS_CODES, type IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import type { WebSocket } from 'ws';
import type { TransportSink } from '../connection';

export function webSocketSink(ws: WebSocket): TransportSink {
  return {
    name: 'WebSockets',
    send: (data) => ws.send(data),
    // 1000 after the Close message: anything else is reported as an error by the client.
    end: () => ws.close(1000),
  };
}

export function rejectUpgrade(socket: Duplex, status: number, body = ''): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function isUpgradeRequest(req: IncomingMessage): boolean {
  return (req.headers.upgrade ?? '').toLowerCase() === 'websocket';
}
