import { mkdtempSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createJwtService, resolveJwtSecret } from './tokens';

describe('JWT settings', () => {
  it('signs HS256 tokens with exp from JWT_LIFETIME (8h by default, bare numbers are seconds)', async () => {
    const secret = 'x'.repeat(32);
    for (const [lifetime, seconds] of [[undefined, 8 * 3600], ['90', 90], ['30m', 1800]] as const) {
      const jwt = createJwtService({ JWT_SECRET: secret, JWT_LIFETIME: lifetime });
      const token = await jwt.signAsync({ sub: 'u', sv: 0 });
      const decoded = jwt.decode(token, { complete: true }) as { header: { alg: string }; payload: { iat: number; exp: number } };
      expect(decoded.header.alg).toBe('HS256');
      expect(decoded.payload.exp - decoded.payload.iat).toBe(seconds);
    }
  });

  it('generates the secret once into DATA_DIR/jwt.secret (0600) when JWT_SECRET is absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwt-'));
    const first = resolveJwtSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt.secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ DATA_DIR: dir })).toBe(first);
    expect(resolveJwtSecret({ DATA_DIR: dir, JWT_SECRET: 'from-env' })).toBe('from-env');
  });
});
