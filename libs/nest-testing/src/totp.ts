// RFC 6238 TOTP (HMAC-SHA1, 30 s steps) written for tests from the RFC with node's crypto: what an authenticator app
// computes, independent of the library the server uses (checked against the RFC's test vectors in totp.spec.ts).
import { createHmac } from 'crypto';

export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code for `key` (raw bytes, or the base32 key an app is given) at `atMs`. */
export function totp(key: Buffer | string, atMs: number, digits = 6): string {
  const secret = typeof key === 'string' ? base32Decode(key) : key;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}
