import { reconnectDelay, reconnectPolicy } from './reconnectPolicy';

it('waits 0, then doubles from 2 seconds, capped at 30 seconds, and never gives up', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([0, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  expect(reconnectPolicy.nextRetryDelayInMilliseconds({ previousRetryCount: 3, elapsedMilliseconds: 14000, retryReason: new Error('x') })).toBe(8000);
});
