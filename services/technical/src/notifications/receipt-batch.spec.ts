import { DeliveredTo, ReceiptBatch } from './receipt-batch';

/** A batch writing into an array (what the repository's INSERT receives), with what it reported. */
function batch(delayMs: number, fail = false) {
  const writes: DeliveredTo[][] = [];
  const events: string[] = [];
  const receipts = new ReceiptBatch(
    async (deliveries) => {
      if (fail) throw new Error('database is down');
      writes.push(deliveries);
    },
    delayMs,
    () => events.push('written'),
    (error) => events.push(`error: ${error.message}`),
  );
  return { receipts, writes, events };
}

const delivery = (notificationId: string, ...userIds: string[]): DeliveredTo => ({ notificationId, userIds });

describe('ReceiptBatch (delivery receipts written behind the delivery)', () => {
  it('stores the deliveries of one window with one write, then the next window with another', async () => {
    const { receipts, writes, events } = batch(30);
    const first = receipts.add(delivery('n1', 'u1', 'u2'));
    const second = receipts.add(delivery('n2', 'u1'));
    expect(writes).toEqual([]);
    await Promise.all([first, second]);
    expect(writes).toEqual([[delivery('n1', 'u1', 'u2'), delivery('n2', 'u1')]]);
    expect(events).toEqual(['written']);

    await receipts.add(delivery('n3', 'u3'));
    expect(writes).toEqual([[delivery('n1', 'u1', 'u2'), delivery('n2', 'u1')], [delivery('n3', 'u3')]]);
    expect(events).toEqual(['written', 'written']);
  });

  it('writes nothing for a delivery that reached nobody', async () => {
    const { receipts, writes, events } = batch(10);
    await receipts.add(delivery('n1'));
    await receipts.flush();
    expect(writes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('flush stores what is pending at once (shutdown), and the waiting deliveries resolve', async () => {
    const { receipts, writes } = batch(60_000);
    const pending = receipts.add(delivery('n1', 'u1'));
    await receipts.flush();
    await pending;
    expect(writes).toEqual([[delivery('n1', 'u1')]]);
  });

  it('flush waits for a write already under way (a connection claiming its replay must see those receipts)', async () => {
    const stored: string[] = [];
    let finish!: () => void;
    const receipts = new ReceiptBatch(
      (deliveries) => new Promise<void>((resolve) => (finish = () => (stored.push(...deliveries.map((d) => d.notificationId)), resolve()))),
      60_000,
      () => undefined,
      () => undefined,
    );
    void receipts.add(delivery('n1', 'u1'));
    const first = receipts.flush();
    let secondDone = false;
    const second = receipts.flush().then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(secondDone).toBe(false);
    finish();
    await Promise.all([first, second]);
    expect(stored).toEqual(['n1']);
  });

  it('reports a failed write and releases its deliveries; the next window is written again', async () => {
    const { receipts, events } = batch(5, true);
    await receipts.add(delivery('n1', 'u1'));
    expect(events).toEqual(['error: database is down']);
    await receipts.add(delivery('n2', 'u2'));
    expect(events).toEqual(['error: database is down', 'error: database is down']);
  });
});
