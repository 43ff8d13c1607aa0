import { Injectable } from '@nestjs/common';
import type { Recipient } from '../notifications/notification-rules';

/** A hub connection held by this process. */
export interface LocalConnection {
  connectionId: string;
  recipient: Recipient;
  /** Notification types this connection subscribed to (lower-cased). */
  types: Set<string>;
  /** When the connection's token expires (ms since the epoch); it is closed then, to reconnect with a fresh one. */
  expiresAt?: number;
  /** The session (device) and session version of the token the connection was opened with. */
  sessionId?: string;
  sessionVersion?: number;
  send(target: string, ...args: unknown[]): void;
  /** Closes the connection allowing reconnect: the client comes back with its current token, checked afresh. */
  close(reason: string): void;
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
