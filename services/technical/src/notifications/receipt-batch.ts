/** One delivery: the users of this instance a notification was written to. */
export interface DeliveredTo {
  notificationId: string;
  userIds: string[];
}

/**
 * Delivery receipts are written behind the delivery, in batches: the deliveries of one window (`delayMs` from the
 * first) are stored by one `write` call, whatever the number of notifications. The fan-out of a notification to
 * thousands of connections is then not competing with its own bookkeeping INSERT for the CPU, and a burst of
 * notifications costs one statement per window instead of one per notification (docs/notifications.md).
 *
 * A failed write is reported and dropped: the receipt is also the replay guard, so those users get the notification
 * again when they next connect (the client keeps each id once).
 */
export class ReceiptBatch {
  private pending: DeliveredTo[] = [];
  private timer?: NodeJS.Timeout;
  /** Resolves when the pending deliveries are stored (or their write failed). */
  private written?: Promise<void>;
  private release?: () => void;
  /** The writes started so far, one after the other (never rejects). */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (deliveries: DeliveredTo[]) => Promise<void>,
    private readonly delayMs: number,
    private readonly onWritten: () => void,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Queues receipts; resolves once they are stored. */
  add(delivery: DeliveredTo): Promise<void> {
    if (!delivery.userIds.length) return Promise.resolve();
    this.pending.push(delivery);
    if (!this.written) {
      this.written = new Promise((resolve) => (this.release = resolve));
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
    }
    return this.written;
  }

  /**
   * Writes what is pending now and resolves once every receipt queued so far is stored: before a connection's replay
   * (so it does not replay what this instance just delivered) and at shutdown (so nothing is left in memory).
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    const deliveries = this.pending;
    const release = this.release;
    this.pending = [];
    this.written = this.release = this.timer = undefined;
    if (deliveries.length) this.writing = this.writing.then(() => this.store(deliveries)).finally(release);
    return this.writing;
  }

  private async store(deliveries: DeliveredTo[]): Promise<void> {
    try {
      await this.write(deliveries);
      this.onWritten();
    } catch (error) {
      this.onError(error as Error);
    }
  }
}
