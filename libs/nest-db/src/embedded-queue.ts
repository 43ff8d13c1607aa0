import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages of the extended query protocol before its Sync: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
/** Sync ('S'), which ends a sequence. */
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * The order in which pglite-socket's connections reach the one PGlite session. pglite-socket's own queue keeps a
 * connection's turn only while a transaction is open, so between one connection's Parse and its Sync another
 * connection's Parse/Bind could run: the unnamed statement and portal are the session's, so a query came back empty,
 * ran the other's statement or failed with `portal "" does not exist` / `portal "" cannot be run` (seen when two
 * gateways of one test, or a test's own client, shared the embedded server). Here a connection keeps its turn from
 * its first extended-protocol message to its Sync, and for as long as its transaction is open.
 *
 * It takes the place of the server's queue (same four methods the connection handlers call).
 */
export class EmbeddedSessionQueue {
  private readonly pending: Pending[] = [];
  private running = false;
  /** The connection whose transaction or extended-protocol sequence is open; null when any may go next. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.pending.length - 1; i >= 0; i -= 1) {
      if (this.pending[i].handlerId !== handlerId) continue;
      this.pending[i].reject(new Error('Handler disconnected'));
      this.pending.splice(i, 1);
    }
  }

  /** A connection that closed during its turn gives it back: its transaction rolled back, its sequence ended. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    else await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined }));
    this.owner = null;
    await this.drain();
  }

  private next(): Pending | undefined {
    const index = this.owner === null ? 0 : this.pending.findIndex((p) => p.handlerId === this.owner);
    return index === -1 ? undefined : this.pending.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        const type = item.message[0];
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        this.owner = EXTENDED.has(type) || this.db.isInTransaction() ? item.handlerId : null;
      }
    } finally {
      this.running = false;
    }
  }
}
