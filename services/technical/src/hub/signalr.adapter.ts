import type { IncomingMessage, ServerResponse } from 'http';
import type { Duplex } from 'stream';
import type { WebSocketAdapter, WsMessageHandler } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import { lastValueFrom, type Observable } from 'rxjs';
import { createHub, Hub, HubContext, HubError, HubMethodHandler, Logger, Principal } from '@app/signalr-server';

/** A connected client as Nest gateways see it (`@ConnectedSocket()`): the SignalR connection's context. */
export interface HubClient {
  readonly id: string;
  readonly principal: Principal;
  readonly context: HubContext;
  /**
   * Set by the gateway's handleConnection (OnGatewayConnection) to its work: the adapter awaits it before the
   * handshake reply, as the hub awaits onConnected, so nothing reaches the client before its setup is done (Nest
   * itself discards handleConnection's promise).
   */
  setup?: Promise<unknown>;
}

type Callback = WsMessageHandler['callback'];

/**
 * The adapter's record of a client, which is also the client Nest sees. Of what Nest binds per client it keeps only
 * the handlers' callbacks (in the order of the server's `messages`); the message names and Nest's result transform
 * are the same for every client and kept once by the server.
 */
class SignalRClient implements HubClient {
  setup?: Promise<unknown>;
  callbacks?: (Callback | undefined)[];
  disconnected?: () => void;

  constructor(
    readonly server: SignalRServer,
    readonly context: HubContext,
  ) {}

  get id(): string {
    return this.context.connectionId;
  }

  get principal(): Principal {
    return this.context.principal;
  }
}

export interface SignalRAdapterOptions {
  /** Token -> principal at negotiate and connect (null refuses with 401). */
  authenticate(token: string | undefined): Promise<Principal | null>;
  keepAliveIntervalMs?: number;
  clientTimeoutMs?: number;
  logger?: Logger;
}

/** The server Nest holds for one `@WebSocketGateway({ path })`: a SignalR hub on the application's HTTP server. */
export class SignalRServer {
  readonly hub: Hub;
  readonly clients = new Map<string, SignalRClient>();
  onConnect?: (client: HubClient) => void;
  /** The gateway's message names (lower-cased), from the first client's handlers. */
  messages?: string[];
  /** Nest's result transform (the same function for every client). */
  transform?: (data: unknown) => Observable<unknown>;

  constructor(path: string, options: SignalRAdapterOptions) {
    this.hub = createHub({
      path,
      authenticate: (token) => options.authenticate(token),
      methods: {},
      resolveMethod: (ctx, target) => this.resolve(ctx, target),
      onConnected: (ctx) => this.connected(ctx),
      onDisconnected: (ctx) => this.disconnected(ctx),
      keepAliveIntervalMs: options.keepAliveIntervalMs,
      clientTimeoutMs: options.clientTimeoutMs,
      logger: options.logger,
    });
  }

  private async connected(ctx: HubContext): Promise<void> {
    const client = new SignalRClient(this, ctx);
    this.clients.set(ctx.connectionId, client);
    // Nest binds the gateway's @SubscribeMessage handlers and calls handleConnection (OnGatewayConnection), synchronously.
    this.onConnect?.(client);
    await client.setup;
    client.setup = undefined;
  }

  private disconnected(ctx: HubContext): void {
    const client = this.clients.get(ctx.connectionId);
    this.clients.delete(ctx.connectionId);
    client?.disconnected?.();
  }

  /** Keeps the callbacks of Nest's handlers bound to `client`. */
  bind(client: SignalRClient, handlers: WsMessageHandler[], transform: (data: unknown) => Observable<unknown>): void {
    this.messages ??= handlers.map((h) => String(h.message).toLowerCase());
    this.transform ??= transform;
    client.callbacks = this.messages.map((name) => handlers.find((h) => String(h.message).toLowerCase() === name)?.callback);
  }

  private resolve(ctx: HubContext, target: string): HubMethodHandler | undefined {
    const client = this.clients.get(ctx.connectionId);
    const index = this.messages?.indexOf(target.toLowerCase()) ?? -1;
    const callback = index < 0 ? undefined : client?.callbacks?.[index];
    if (!callback) return undefined;
    const transform = this.transform!;
    return async (_ctx: HubContext, ...args: unknown[]) => {
      try {
        return await lastValueFrom(transform(callback(args)), { defaultValue: undefined });
      } catch (error) {
        if (error instanceof WsException) {
          const text = error.getError();
          throw new HubError(typeof text === 'string' ? text : String((text as { message?: unknown }).message ?? 'Error'));
        }
        throw error;
      }
    };
  }
}

/**
 * Nest's WebSocket adapter for the SignalR protocol of `@app/signalr-server`: each `@WebSocketGateway({ path })` gets
 * a hub on the application's own HTTP server (negotiate and Server-Sent Events are HTTP requests of the same hub,
 * WebSockets its upgrades); a SignalR invocation of method M runs the gateway's `@SubscribeMessage(M)` handler
 * through Nest's guards, pipes, interceptors and filters, with the invocation's arguments as the message body (an
 * array). The handler's result is the Completion's result; a `HubBindingError` (arguments that do not bind), a
 * `HubError` or a `WsException` is the caller's error message, anything else a hidden server error.
 */
export class SignalRAdapter implements WebSocketAdapter<SignalRServer, HubClient> {
  private readonly servers: SignalRServer[] = [];

  constructor(private readonly options: SignalRAdapterOptions) {}

  create(_port: number, gatewayOptions: { path?: string } = {}): SignalRServer {
    if (!gatewayOptions.path) throw new Error('A SignalR gateway needs a path: @WebSocketGateway({ path: "/hubName" })');
    const server = new SignalRServer(gatewayOptions.path, this.options);
    this.servers.push(server);
    return server;
  }

  bindClientConnect(server: SignalRServer, callback: (client: HubClient) => void): void {
    server.onConnect = callback;
  }

  bindClientDisconnect(client: HubClient, callback: () => void): void {
    if (client instanceof SignalRClient) client.disconnected = callback;
  }

  bindMessageHandlers(client: HubClient, handlers: WsMessageHandler[], transform: (data: unknown) => Observable<unknown>): void {
    if (client instanceof SignalRClient) client.server.bind(client, handlers, transform);
  }

  /** Negotiate, SSE GET and POST of every hub: true when the request was a hub's (call before any body parser). */
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    return this.servers.some((s) => s.hub.handleRequest(req, res));
  }

  /** WebSocket upgrades of every hub: false when the path is none of them. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    return this.servers.some((s) => s.hub.handleUpgrade(req, socket, head));
  }

  /** Graceful shutdown (Nest calls it on app.close()): Close{allowReconnect: true} to every client. */
  async close(server: SignalRServer): Promise<void> {
    await server.hub.close();
  }

  /** After every server was closed (Nest's SocketModule calls it last): nothing else is held. */
  async dispose(): Promise<void> {
    this.servers.length = 0;
  }
}
