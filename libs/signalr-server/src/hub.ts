import type { IncomingMessage, ServerResponse } from 'http';
import type { Duplex } from 'stream';
import { WebSocketServer } from 'ws';
import { extractToken, redactUrl } from './auth';
import type { Backplane } from './backplane/backplane';
import { createMemoryBackplane } from './backplane/memory';
import { HubConnection, hubNow, type ConnectionHost } from './connection';
import { Dispatcher } from './dispatcher';
import { Lifetime } from './lifetime';
import { newConnectionId, newConnectionToken } from './negotiate';
import { MessageType, invocationRecord, parseMessage } from './protocol';
import { handleHttpRequest } from './transports/http';
import { handleWebSocketUpgrade } from './transports/upgrade';
import { HubSocket } from './transports/websocket';
import type { CloseOptions, HubOptions, Logger, Principal } from './types';

export interface Hub {
  /** Resolves once the backplane is connected and subscribed to the broadcast channel. */
  readonly ready: Promise<void>;
  /** Negotiate, SSE GET and POST send. Call before any body parser; false when the URL is not the hub's. */
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean;
  /** WebSocket upgrade; false when the URL is not the hub's (leave the socket to others). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  sendToAll(target: string, args?: unknown[]): Promise<void>;
  sendToUser(userId: string, target: string, args?: unknown[]): Promise<void>;
  sendToGroup(group: string, target: string, args?: unknown[]): Promise<void>;
  sendToConnection(connectionId: string, target: string, args?: unknown[]): Promise<void>;
  /** Group membership of a connection on this instance; false when the connection is not local. */
  readonly groups: {
    add(connectionId: string, group: string): Promise<boolean>;
    remove(connectionId: string, group: string): Promise<boolean>;
  };
  /** Ends one local connection with a Close message (e.g. at token expiry, with allowReconnect). */
  closeConnection(connectionId: string, options?: CloseOptions): boolean;
  /** Local counts: `connections` completed the handshake; `pending` are negotiated or mid-handshake. */
  stats(): { connections: number; pending: number };
  /** Graceful shutdown: Close{allowReconnect:true} to every client, then the backplane is closed. */
  close(): Promise<void>;
}

const DEFAULTS = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  unusedConnectionTimeoutMs: 15_000,
  maximumReceiveMessageSize: 32 * 1024,
};

const consoleLogger: Logger = {
  log: (m) => console.log(`[signalr] ${m}`),
  warn: (m) => console.warn(`[signalr] ${m}`),
  error: (m) => console.error(`[signalr] ${m}`),
};

export type HubRoute = 'hub' | 'negotiate';

/** Internals shared with the transport handlers. */
export class HubCore implements ConnectionHost {
  readonly options: Required<Omit<HubOptions, 'backplane' | 'logger' | 'onConnected' | 'onDisconnected' | 'resolveMethod'>> &
    Pick<HubOptions, 'onConnected' | 'onDisconnected' | 'resolveMethod'>;
  readonly logger: Logger;
  readonly backplane: Backplane;
  readonly lifetime: Lifetime;
  readonly wss: WebSocketServer;
  readonly byToken = new Map<string, HubConnection>();
  readonly ready: Promise<void>;
  closed = false;
  private readonly dispatcher: Dispatcher;
  private readonly path: string;
  private readonly flushQueue = new Set<HubConnection>();
  private flushScheduled = false;
  private readonly ticker: NodeJS.Timeout;

  constructor(options: HubOptions) {
    this.options = { ...DEFAULTS, ...options };
    this.logger = options.logger ?? consoleLogger;
    this.path = normalisePath(options.path);
    this.backplane = options.backplane ?? createMemoryBackplane();
    this.lifetime = new Lifetime(this.backplane, this.logger);
    this.dispatcher = new Dispatcher(options.methods, this.logger, options.resolveMethod);
    this.wss = new WebSocketServer({
      noServer: true,
      // The hub tracks its connections itself; the sockets are HubSockets (each its connection's sink).
      clientTracking: false,
      WebSocket: HubSocket,
      perMessageDeflate: false,
      // Batched frames may legitimately hold several records; the per-record limit is ours.
      maxPayload: Math.max(1024 * 1024, 4 * this.options.maximumReceiveMessageSize),
    });
    this.ready = this.backplane
      .start((scope, payload) => this.lifetime.deliver(scope, payload))
      .then(() => this.backplane.subscribe({ kind: 'all' }));
    this.ready.catch((err: Error) => this.logger.error(`Backplane failed to start: ${err.message}`));
    const o = this.options;
    const tick = Math.min(o.keepAliveIntervalMs, o.clientTimeoutMs, o.handshakeTimeoutMs, o.unusedConnectionTimeoutMs) / 3;
    this.ticker = setInterval(() => this.tick(), Math.max(5, Math.min(1000, tick)));
    this.ticker.unref();
  }

  get maxReceiveBytes(): number {
    return this.options.maximumReceiveMessageSize;
  }

  route(url: URL): HubRoute | null {
    let pathname = url.pathname.toLowerCase();
    if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
    if (pathname === this.path) return 'hub';
    if (pathname === this.path + '/negotiate') return 'negotiate';
    return null;
  }

  async authenticate(req: IncomingMessage, url: URL, allowQueryToken: boolean): Promise<Principal | null> {
    const token = extractToken(req, url, allowQueryToken);
    if (!token) return null;
    try {
      const principal = await this.options.authenticate(token);
      return principal && typeof principal.userId === 'string' ? principal : null;
    } catch (err) {
      // The message of a verifier error may quote the token, so only its type is logged.
      this.logger.warn(`Token verification threw ${(err as Error)?.name ?? 'an error'} for ${redactUrl(url)}`);
      return null;
    }
  }

  createConnection(principal: Principal, tokenIsId = false): HubConnection {
    const id = newConnectionId();
    const connection = new HubConnection(this, id, tokenIsId ? id : newConnectionToken(), principal);
    this.byToken.set(connection.token, connection);
    return connection;
  }

  async connected(connection: HubConnection): Promise<void> {
    await this.lifetime.register(connection);
    await this.options.onConnected?.(connection.context);
  }

  async dispatch(connection: HubConnection, record: string): Promise<void> {
    const message = parseMessage(record);
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation: {
        const completion = await this.dispatcher.invoke(connection.context, message);
        if (completion) connection.write(completion);
        return;
      }
      case MessageType.Close:
        connection.terminate(message.error ? new Error(message.error) : undefined);
        return;
      default:
        // Ping only resets the client timeout (done on receipt); StreamItem, Completion
        // (client results), Cancel, Ack and Sequence belong to features not offered here.
        return;
    }
  }

  addToGroup(connection: HubConnection, group: string): Promise<void> {
    return this.lifetime.addToGroup(connection, group);
  }

  removeFromGroup(connection: HubConnection, group: string): Promise<void> {
    return this.lifetime.removeFromGroup(connection, group);
  }

  scheduleFlush(connection: HubConnection): void {
    this.flushQueue.add(connection);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Records written in the same turn go out as one frame / SSE event.
    setImmediate(() => {
      this.flushScheduled = false;
      const queued = [...this.flushQueue];
      this.flushQueue.clear();
      for (const c of queued) c.flush();
    });
  }

  disposed(connection: HubConnection, error?: Error): void {
    this.byToken.delete(connection.token);
    this.flushQueue.delete(connection);
    if (!connection.hasCompletedHandshake) return;
    this.lifetime.unregister(connection);
    Promise.resolve()
      .then(() => this.options.onDisconnected?.(connection.context, error))
      .catch((err: Error) => this.logger.error(`onDisconnected failed for ${connection.id}: ${err.message}`));
  }

  async publishOrDeliver(connectionId: string, record: string): Promise<void> {
    const local = this.lifetime.byId.get(connectionId);
    if (local) local.write(record);
    else await this.backplane.publish({ kind: 'connection', name: connectionId }, record);
  }

  private tick(): void {
    const now = hubNow();
    const o = this.options;
    for (const c of this.byToken.values()) {
      // Also catches a claimed connection whose upgrade never completed (e.g. a bad WebSocket key).
      if (c.state === 'negotiated' && now - c.createdAt > o.unusedConnectionTimeoutMs) {
        c.terminate();
      } else if (c.state === 'handshaking' && !c.hasCompletedHandshake && now - c.attachedAt > o.handshakeTimeoutMs) {
        this.logger.log(`Connection ${c.id} closed: no handshake within ${o.handshakeTimeoutMs} ms`);
        c.terminate();
      } else if (c.state === 'connected') {
        if (now - c.lastReceivedAt > o.clientTimeoutMs) {
          this.logger.log(`Connection ${c.id} closed: nothing received for ${o.clientTimeoutMs} ms`);
          c.close({ error: 'Connection closed with an error.', allowReconnect: true });
        } else if (now - c.lastSentAt >= o.keepAliveIntervalMs) {
          c.ping();
        }
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.ticker);
    for (const c of [...this.byToken.values()]) {
      if (c.hasCompletedHandshake) c.close({ allowReconnect: true });
      else c.terminate();
    }
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.ready.catch(() => undefined);
    await this.backplane.close();
  }
}

export function createHub(options: HubOptions): Hub {
  const core = new HubCore(options);
  const toUrl = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://hub.internal');
  return {
    ready: core.ready,
    handleRequest(req, res) {
      const url = toUrl(req);
      const route = core.route(url);
      if (!route) return false;
      handleHttpRequest(core, route, url, req, res).catch((err: Error) => {
        core.logger.error(`Hub request ${req.method} ${redactUrl(url)} failed: ${err.message}`);
        if (!res.headersSent) res.writeHead(500).end();
        else res.end();
      });
      return true;
    },
    handleUpgrade(req, socket, head) {
      const url = toUrl(req);
      if (core.route(url) !== 'hub') return false;
      handleWebSocketUpgrade(core, url, req, socket, head).catch((err: Error) => {
        core.logger.error(`Hub upgrade ${redactUrl(url)} failed: ${err.message}`);
        socket.destroy();
      });
      return true;
    },
    sendToAll: (target, args = []) => core.backplane.publish({ kind: 'all' }, invocationRecord(target, args)),
    sendToUser: (userId, target, args = []) =>
      core.backplane.publish({ kind: 'user', name: userId }, invocationRecord(target, args)),
    sendToGroup: (group, target, args = []) =>
      core.backplane.publish({ kind: 'group', name: group }, invocationRecord(target, args)),
    sendToConnection: (connectionId, target, args = []) => core.publishOrDeliver(connectionId, invocationRecord(target, args)),
    groups: {
      async add(connectionId, group) {
        const c = core.lifetime.byId.get(connectionId);
        if (!c) return false;
        await core.addToGroup(c, group);
        return true;
      },
      async remove(connectionId, group) {
        const c = core.lifetime.byId.get(connectionId);
        if (!c) return false;
        await core.removeFromGroup(c, group);
        return true;
      },
    },
    closeConnection(connectionId, closeOptions) {
      const c = core.lifetime.byId.get(connectionId);
      if (!c) return false;
      c.close(closeOptions);
      return true;
    },
    stats() {
      const connections = core.lifetime.byId.size;
      return { connections, pending: Math.max(0, core.byToken.size - connections) };
    },
    close: () => core.close(),
  };
}

function normalisePath(path: string): string {
  let p = path.toLowerCase();
  if (!p.startsWith('/')) p = '/' + p;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}
