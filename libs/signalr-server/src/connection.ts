import { ProtocolError } from './errors';
import {
  HANDSHAKE_OK_RECORD,
  PING_RECORD,
  RecordReader,
  closeRecord,
  invocationRecord,
  parseHandshake,
  writeRecord,
} from './protocol';
import type { CloseOptions, HubContext, Principal, TransportName } from './types';

/** The write side of a transport (a WebSocket or an SSE response). */
export interface TransportSink {
  readonly name: TransportName;
  send(data: string): void;
  end(): void;
}

/** What a connection needs from the hub that owns it. */
export interface ConnectionHost {
  readonly maxReceiveBytes: number;
  /** Registers the connection (users, backplane, onConnected) before the handshake reply goes out. */
  connected(connection: HubConnection): Promise<void>;
  dispatch(connection: HubConnection, record: string): Promise<void>;
  addToGroup(connection: HubConnection, group: string): Promise<void>;
  removeFromGroup(connection: HubConnection, group: string): Promise<void>;
  scheduleFlush(connection: HubConnection): void;
  disposed(connection: HubConnection, error?: Error): void;
}

export type ConnectionState = 'negotiated' | 'handshaking' | 'connected' | 'closed';

/**
 * The hub's clock for timeouts: whole milliseconds since the process started. A connection keeps four times; as
 * small integers (for the first 12 days of a process) they live in the connection object, where epoch milliseconds
 * would each be a boxed number of their own, replaced at every message.
 */
export function hubNow(): number {
  return Math.floor(performance.now());
}

/** The record of the last invocation serialized, while one synchronous run lasts (cleared in a microtask). */
let lastInvocation: { target: string; args: unknown[]; record: string } | undefined;

/**
 * The invocation record for `target(args)`: a fan-out loop sending the same arguments to thousands of connections
 * serializes them once (the same objects, in the same synchronous run), not once per connection.
 */
export function invocationFor(target: string, args: unknown[]): string {
  const last = lastInvocation;
  if (last && last.target === target && sameArguments(last.args, args)) return last.record;
  const record = invocationRecord(target, args);
  if (!lastInvocation) queueMicrotask(() => (lastInvocation = undefined));
  lastInvocation = { target, args, record };
  return record;
}

function sameArguments(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What a hub method or a framework sees of a connection. A class (methods on the prototype) rather than an object of
 * closures: at tens of thousands of connections, per-connection closures were a good part of each one's memory.
 */
class ConnectionContext implements HubContext {
  private scratch?: Map<string, unknown>;

  constructor(private readonly connection: HubConnection) {}

  get connectionId(): string {
    return this.connection.id;
  }

  get principal(): Principal {
    return this.connection.principal;
  }

  get userId(): string {
    return this.connection.principal.userId;
  }

  get transport(): TransportName {
    return this.connection.sink?.name ?? 'WebSockets';
  }

  /** Created when first used. */
  get items(): Map<string, unknown> {
    return (this.scratch ??= new Map());
  }

  send(target: string, ...args: unknown[]): void {
    this.connection.write(invocationFor(target, args));
  }

  addToGroup(group: string): Promise<void> {
    return this.connection.host.addToGroup(this.connection, group);
  }

  removeFromGroup(group: string): Promise<void> {
    return this.connection.host.removeFromGroup(this.connection, group);
  }

  close(options?: CloseOptions): void {
    this.connection.close(options);
  }
}

export class HubConnection {
  state: ConnectionState = 'negotiated';
  sink?: TransportSink;
  /** The groups this connection joined (created with the first). */
  groups?: Set<string>;
  /** Times in whole ms of the hub clock (`hubNow`): small integers, stored in the object itself. */
  readonly createdAt = hubNow();
  attachedAt = 0;
  lastReceivedAt = 0;
  lastSentAt = 0;
  readonly context: HubContext;

  private readonly reader: RecordReader;
  /** Records waiting for the next flush, as one string (most flushes carry a single record: no array per message). */
  private outbox = '';
  /** The tail of the records being handled, while there are any (a settled promise per idle connection is memory). */
  private inbound?: Promise<void>;
  private handshakeDone = false;
  /** Set once a transport request has claimed this connection (a second one gets 409). */
  transportClaimed = false;

  constructor(
    readonly host: ConnectionHost,
    readonly id: string,
    readonly token: string,
    readonly principal: Principal,
  ) {
    this.reader = new RecordReader(host.maxReceiveBytes);
    this.context = new ConnectionContext(this);
  }

  attach(sink: TransportSink): void {
    this.sink = sink;
    this.state = 'handshaking';
    this.attachedAt = this.lastReceivedAt = this.lastSentAt = hubNow();
  }

  /** Raw text from the transport: one WebSocket frame or one POST body. */
  receive(text: string): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = hubNow();
    let records: string[];
    try {
      records = this.reader.push(text);
    } catch (err) {
      this.close({ error: (err as Error).message });
      return;
    }
    if (!records.length) return;
    // Records are handled one at a time, like ASP.NET's default of one invocation per client.
    let tail = this.inbound ?? Promise.resolve();
    for (const record of records) tail = tail.then(() => this.handleRecord(record));
    this.inbound = tail;
    void tail.then(() => {
      if (this.inbound === tail) this.inbound = undefined;
    });
  }

  private async handleRecord(record: string): Promise<void> {
    if (this.state === 'closed') return;
    if (!this.handshakeDone) return this.handleHandshake(record);
    try {
      await this.host.dispatch(this, record);
    } catch (err) {
      if (err instanceof ProtocolError) this.close({ error: err.message });
      else this.close({ error: 'Connection closed with an error.' });
    }
  }

  private async handleHandshake(record: string): Promise<void> {
    const result = parseHandshake(record);
    if (!result.ok) {
      this.outbox = writeRecord({ error: result.error });
      this.flush();
      this.terminate(new Error(result.error));
      return;
    }
    this.handshakeDone = true;
    try {
      await this.host.connected(this);
    } catch (err) {
      this.close({ error: 'Connection closed with an error.', allowReconnect: false }, err as Error);
      return;
    }
    if (this.state !== 'handshaking') return;
    this.state = 'connected';
    // Anything written during onConnected waits until the handshake reply has gone first.
    this.outbox = HANDSHAKE_OK_RECORD + this.outbox;
    this.flush();
  }

  write(record: string): void {
    if (this.state === 'closed' || !this.handshakeDone) return;
    this.outbox = this.outbox ? this.outbox + record : record;
    if (this.state === 'connected') this.host.scheduleFlush(this);
  }

  flush(): void {
    if (!this.outbox || !this.sink || this.state === 'closed') return;
    const data = this.outbox;
    this.outbox = '';
    this.lastSentAt = hubNow();
    try {
      this.sink.send(data);
    } catch {
      this.terminate(new Error('Transport write failed'));
    }
  }

  ping(): void {
    this.write(PING_RECORD);
  }

  /** Sends a hub Close message, then ends the transport. */
  close(options: CloseOptions = {}, cause?: Error): void {
    if (this.state === 'closed') return;
    if (this.sink && this.state !== 'negotiated') {
      this.outbox += closeRecord(options);
      this.flush();
    }
    this.terminate(cause ?? (options.error ? new Error(options.error) : undefined));
  }

  /** Ends the transport without a Close message (transport already gone, or handshake failure). */
  terminate(error?: Error): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected' || this.handshakeDone;
    this.state = 'closed';
    this.outbox = '';
    try {
      this.sink?.end();
    } catch {
      // The socket may already be destroyed.
    }
    this.host.disposed(this, wasConnected ? (error ?? undefined) : undefined);
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  get hasCompletedHandshake(): boolean {
    return this.handshakeDone;
  }
}
