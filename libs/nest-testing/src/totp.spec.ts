import { base32Decode, totp } from './totp';

it('matches the RFC 6238 test vectors (SHA-1, 8 digits) and reads base32 keys', () => {
  const key = Buffer.from('12345678901234567890');
  expect(totp(key, 59_000, 8)).toBe('94287082');
  expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
  expect(totp(key, 1_234_567_890_000, 8)).toBe('89005924');
  // The same key in base32 (RFC 4648): GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
  expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(key);
  expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000, 8)).toBe('94287082');
});
