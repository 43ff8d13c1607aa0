import { STATUS_CODES, type IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import { WebSocket } from 'ws';
import type { HubConnection, TransportSink } from '../connection';
import type { Logger } from '../types';

/**
 * The hub's WebSocket (the server's `WebSocket` class): the socket is its connection's transport sink, and its
 * listeners are shared functions reading `this`, so a connection costs no closures or sink object of its own.
 */
export class HubSocket extends WebSocket implements TransportSink {
  connection?: HubConnection;
  logger?: Logger;

  get name(): 'WebSockets' {
    return 'WebSockets';
  }

  /** 1000 after the Close message: anything else is reported as an error by the client. */
  end(): void {
    this.close(1000);
  }

  /** Makes this socket `connection`'s transport. */
  carry(connection: HubConnection, logger: Logger): void {
    this.connection = connection;
    this.logger = logger;
    connection.attach(this);
    this.on('message', onMessage);
    this.on('close', onClose);
    this.on('error', onError);
  }
}

// ws types listeners' `this` as its own WebSocket; these are only added by HubSocket.carry.
function onMessage(this: WebSocket, data: Buffer): void {
  (this as HubSocket).connection!.receive(data.toString('utf8'));
}

function onClose(this: WebSocket): void {
  (this as HubSocket).connection!.terminate();
}

function onError(this: WebSocket, err: Error): void {
  const socket = this as HubSocket;
  socket.logger!.warn(`WebSocket error on ${socket.connection!.id}: ${err.message}`);
  socket.connection!.terminate(err);
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
