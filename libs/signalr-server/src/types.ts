import type { Backplane } from './backplane/backplane';

export type TransportName = 'WebSockets' | 'ServerSentEvents';

/** The identity resolved from the bearer token. */
export interface Principal {
  userId: string;
  role?: string;
  companyId?: string;
  [claim: string]: unknown;
}

export interface Logger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface CloseOptions {
  error?: string;
  allowReconnect?: boolean;
}

/** What a hub method, onConnected and onDisconnected see about the calling connection. */
export interface HubContext {
  readonly connectionId: string;
  readonly principal: Principal;
  readonly userId: string;
  readonly transport: TransportName;
  /** Per-connection scratch space, dropped on disconnect. */
  readonly items: Map<string, unknown>;
  /** Sends an event to this connection only (ordered before the invocation's Completion). */
  send(target: string, ...args: unknown[]): void;
  addToGroup(group: string): Promise<void>;
  removeFromGroup(group: string): Promise<void>;
  close(options?: CloseOptions): void;
}

export type ArgSpec = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any' | ((value: unknown) => boolean);

// Handlers declare their own argument types (`(ctx, type: string) => ...`); the ArgSpec list checks them at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HubMethodHandler = (ctx: HubContext, ...args: any[]) => unknown;

/**
 * A plain function checks the argument count against `fn.length - 1` (ASP.NET binds exactly);
 * the object form also checks each argument's type.
 */
export type HubMethod = HubMethodHandler | { args: ArgSpec[]; handler: HubMethodHandler };

export interface HubOptions {
  /** e.g. '/notificationHub'; matched case-insensitively like ASP.NET routing. */
  path: string;
  authenticate: (token: string | undefined) => Promise<Principal | null> | Principal | null;
  methods: Record<string, HubMethod>;
  /**
   * Methods not in `methods`, looked up per connection (a framework binds its handlers when a connection opens).
   * The handler receives the invocation's arguments as sent and binds them itself: it throws HubBindingError when they
   * do not fit, HubError for a message meant for the caller.
   */
  resolveMethod?: (ctx: HubContext, target: string) => HubMethodHandler | undefined;
  onConnected?: (ctx: HubContext) => void | Promise<void>;
  onDisconnected?: (ctx: HubContext, error?: Error) => void | Promise<void>;
  /** Server -> client Ping when nothing was sent for this long (ASP.NET KeepAliveInterval). */
  keepAliveIntervalMs?: number;
  /** Drop the client when nothing was received for this long (ASP.NET ClientTimeoutInterval). */
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  /** Negotiated connections that never open a transport are dropped after this long. */
  unusedConnectionTimeoutMs?: number;
  /** Limit of one incoming record and of buffered unterminated input (ASP.NET default 32 KB). */
  maximumReceiveMessageSize?: number;
  backplane?: Backplane;
  logger?: Logger;
}
