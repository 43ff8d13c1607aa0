import { retryMessage, throttleKeys } from './sign-in-throttle-rules';

describe('sign-in throttle rules', () => {
  it('keys an account by its lower-case e-mail and an address by the client IP, account first', () => {
    expect(throttleKeys(' Ann@Example.COM ', '203.0.113.9')).toEqual([
      { key: 'account:ann@example.com', limit: 5 },
      { key: 'address:203.0.113.9', limit: 20 },
    ]);
  });

  it('tells the time the latest blocking window ends, in UTC', () => {
    const keys = throttleKeys('a@b.example', '192.0.2.1');
    const counters = [
      { key: 'account:a@b.example', attempts: 6, windowStartedAt: new Date('2026-11-24T09:00:00Z') },
      { key: 'address:192.0.2.1', attempts: 21, windowStartedAt: new Date('2099-01-01T09:05:00Z') },
    ];
    expect(retryMessage(keys, counters)).toBe('Too many failed sign-in attempts. Try again after 09:20 UTC.');
    expect(retryMessage(keys, [{ ...counters[0], windowStartedAt: new Date('2099-01-01T10:40:00Z') }])).toBe(
      'Too many failed sign-in attempts. Try again after 10:55 UTC.',
    );
  });
});
