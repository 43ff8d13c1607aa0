import http from 'http';
import type { AddressInfo } from 'net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IRetryPolicy,
} from '@microsoft/signalr';
import { createHub, HubError, type Hub, type HubOptions, type Logger } from '../src';

export const HUB_PATH = '/notificationHub';

export const TOKENS: Record<string, { userId: string; role: string }> = {
  'token-alice': { userId: 'alice', role: 'Admin' },
  'token-bob': { userId: 'bob', role: 'Admin' },
  'token-carol': { userId: 'carol', role: 'Admin' },
};

export interface CapturedLogger extends Logger {
  lines: string[];
}

export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  return { lines, log: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

/** The notification hub of the spec (§7 Real-time link) plus a few methods for protocol cases. */
export function notificationMethods(): HubOptions['methods'] {
  return {
    SubscribeToNotificationType: async (ctx, type: string) => {
      await ctx.addToGroup(`type:${type}`);
    },
    UnsubscribeFromNotificationType: async (ctx, type: string) => {
      await ctx.removeFromGroup(`type:${type}`);
    },
    RequestStatusUpdate: (ctx) => {
      ctx.send('StatusUpdate', { connectionId: ctx.connectionId, userId: ctx.userId, transport: ctx.transport });
    },
    Add: { args: ['number', 'number'], handler: (_ctx, a: number, b: number) => a + b },
    Echo: { args: ['any'], handler: (_ctx, value: unknown) => value },
    WhoAmI: (ctx) => ({ userId: ctx.userId, connectionId: ctx.connectionId, transport: ctx.transport }),
    Fail: () => {
      throw new Error('database password is hunter2');
    },
    FailForUser: () => {
      throw new HubError('Subscription type is not allowed');
    },
    Delay: { args: ['number'], handler: (_ctx, ms: number) => new Promise((r) => setTimeout(() => r(ms), ms)) },
  };
}

export interface TestServer {
  hub: Hub;
  server: http.Server;
  port: number;
  url: string;
  requests: http.IncomingMessage[];
  logger: CapturedLogger;
  /** Graceful: the hub sends Close{allowReconnect:true}, then the listener stops. */
  stop(): Promise<void>;
  /** Abrupt: every socket is destroyed without a Close message, as in a crash. */
  crash(): Promise<void>;
}

export interface ServerOptions {
  rejectUpgrades?: boolean;
}

export async function startServer(
  options: Partial<HubOptions> = {},
  port = 0,
  serverOptions: ServerOptions = {},
): Promise<TestServer> {
  const logger = captureLogger();
  const hub = createHub({
    path: HUB_PATH,
    authenticate: (token) => (token ? (TOKENS[token] ?? null) : null),
    methods: notificationMethods(),
    logger,
    ...options,
  });
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    if (!hub.handleRequest(req, res)) res.writeHead(404).end();
  });
  const sockets = new Set<import('net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    requests.push(req);
    if (serverOptions.rejectUpgrades) return void socket.end('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n');
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await hub.ready;
  const actualPort = (server.address() as AddressInfo).port;
  return {
    hub,
    server,
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}${HUB_PATH}`,
    requests,
    logger,
    async stop() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async crash() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await hub.close();
    },
  };
}

export interface ClientOptions {
  transport?: HttpTransportType;
  token?: string | (() => string);
  reconnect?: IRetryPolicy | number[];
  serverTimeoutMs?: number;
  keepAliveMs?: number;
  skipNegotiation?: boolean;
}

export function buildClient(url: string, o: ClientOptions = {}): HubConnection {
  const token = o.token ?? 'token-alice';
  let builder = new HubConnectionBuilder().withUrl(url, {
    accessTokenFactory: typeof token === 'function' ? token : () => token,
    transport: o.transport ?? HttpTransportType.WebSockets,
    skipNegotiation: o.skipNegotiation,
  });
  if (o.reconnect) builder = Array.isArray(o.reconnect) ? builder.withAutomaticReconnect(o.reconnect) : builder.withAutomaticReconnect(o.reconnect);
  return builder
    .withServerTimeout(o.serverTimeoutMs ?? 300_000)
    .withKeepAliveInterval(o.keepAliveMs ?? 15_000)
    .configureLogging(LogLevel.None)
    .build();
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const TRANSPORTS: Array<[string, HttpTransportType]> = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
];
