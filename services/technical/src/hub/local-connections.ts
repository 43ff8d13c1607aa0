import { Injectable } from '@nestjs/common';
import type { HubContext, Principal } from '@app/signalr-server';
import type { Recipient } from '../notifications/notification-rules';

const NO_TYPES: ReadonlySet<string> = new Set();

/**
 * A hub connection held by this process: its recipient (the connection is one, read from the verified principal),
 * subscribed types and session. A class over the hub context rather than an object of closures and copies: at ten
 * thousand connections per instance, each connection's closures, recipient copy and empty Set were a good part of its
 * memory (bench/hub-e2e.bench.js).
 */
export class LocalConnection implements Recipient {
  /** Created with the first subscription. */
  private subscribed?: Set<string>;

  constructor(
    private readonly context: HubContext,
    /** Called before each message is sent (the hub's delivery counter). */
    private readonly sending: (target: string) => void,
  ) {}

  private get principal(): Principal {
    return this.context.principal;
  }

  get userId(): string {
    return this.principal.userId;
  }

  get role(): string {
    return String(this.principal.role ?? '');
  }

  get companyId(): string | null {
    return (this.principal.companyId as string | undefined) ?? null;
  }

  /** When the connection's token expires (ms since the epoch); it is closed then, to reconnect with a fresh one. */
  get expiresAt(): number | undefined {
    return typeof this.principal.expiresAt === 'number' ? this.principal.expiresAt : undefined;
  }

  /** The session (device) of the token the connection was opened with. */
  get sessionId(): string | undefined {
    return typeof this.principal.sessionId === 'string' ? this.principal.sessionId : undefined;
  }

  /** The session version of the token the connection was opened with. */
  get sessionVersion(): number | undefined {
    return typeof this.principal.sessionVersion === 'number' ? this.principal.sessionVersion : undefined;
  }

  get connectionId(): string {
    return this.context.connectionId;
  }

  /** Who the connection is, for audience rules. */
  get recipient(): Recipient {
    return this;
  }

  /** Notification types this connection subscribed to (lower-cased). */
  get types(): ReadonlySet<string> {
    return this.subscribed ?? NO_TYPES;
  }

  subscribe(type: string): void {
    (this.subscribed ??= new Set()).add(type);
  }

  unsubscribe(type: string): void {
    this.subscribed?.delete(type);
  }

  /** One hub event with one argument (every event the hub sends has one). */
  send(target: string, payload: unknown): void {
    this.sending(target);
    this.context.send(target, payload);
  }

  /** Closes the connection allowing reconnect: the client comes back with its current token, checked afresh. */
  close(reason: string): void {
    this.context.close({ error: reason, allowReconnect: true });
  }
}

/**
 * The hub connections of this instance. Live delivery runs on every instance (event bus) and each instance writes
 * only to its own connections, so every connection receives a notification exactly once whichever instance sent it.
 */
@Injectable()
export class LocalConnections {
  private readonly byId = new Map<string, LocalConnection>();

  add(connection: LocalConnection): void {
    this.byId.set(connection.connectionId, connection);
  }

  remove(connectionId: string): void {
    this.byId.delete(connectionId);
  }

  get(connectionId: string): LocalConnection | undefined {
    return this.byId.get(connectionId);
  }

  all(): LocalConnection[] {
    return [...this.byId.values()];
  }

  get size(): number {
    return this.byId.size;
  }
}
