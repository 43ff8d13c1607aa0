import { mkdtempSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { JwtService } from '@nestjs/jwt';
import { SessionDirectory, SessionState } from './session-directory';
import { createJwtService, InvalidTokenError, resolveJwtSecret, verifyAccessToken } from './tokens';

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

  it('refuses a correctly signed token without exp, and accepts the same claims with one', async () => {
    const secret = 'y'.repeat(32);
    const jwt = createJwtService({ JWT_SECRET: secret });
    const userId = '0b6c4c1e-7d1f-4a53-9c7e-2f1f6f0d5a11';
    const state: SessionState = { userId, email: 'a@b.example', role: 'Admin', companyId: null, isActive: true, sessionVersion: 0, companyActive: null };
    const sessions = { find: async () => state } as unknown as SessionDirectory;
    const forever = await new JwtService({ secret }).signAsync({ sub: userId, sv: 0 }, { algorithm: 'HS256' });
    await expect(verifyAccessToken(forever, { jwt, sessions })).rejects.toEqual(new InvalidTokenError('Invalid token'));
    const expiring = await jwt.signAsync({ sub: userId, sv: 0 });
    await expect(verifyAccessToken(expiring, { jwt, sessions })).resolves.toEqual({ id: userId, email: 'a@b.example', role: 'Admin', companyId: null, sessionVersion: 0 });
  });

  it('a token of an ended session (device) is refused; the same user\'s other sessions are not', async () => {
    const jwt = createJwtService({ JWT_SECRET: 'w'.repeat(32) });
    const userId = '0b6c4c1e-7d1f-4a53-9c7e-2f1f6f0d5a13';
    const state: SessionState = { userId, email: 'a@b.example', role: 'Admin', companyId: null, isActive: true, sessionVersion: 0, companyActive: null, endedSessions: ['s-ended'] };
    const sessions = { find: async () => state } as unknown as SessionDirectory;
    const ended = await jwt.signAsync({ sub: userId, sv: 0, sid: 's-ended' });
    const live = await jwt.signAsync({ sub: userId, sv: 0, sid: 's-live' });
    await expect(verifyAccessToken(ended, { jwt, sessions })).rejects.toEqual(new InvalidTokenError('Your session has ended. Please sign in again.'));
    await expect(verifyAccessToken(live, { jwt, sessions })).resolves.toMatchObject({ id: userId, sessionId: 's-live' });
  });

  it('a token verified once is answered from memory until it expires, and still checked against the session each time', async () => {
    const jwt = createJwtService({ JWT_SECRET: 'z'.repeat(32), JWT_LIFETIME: '60' });
    const userId = '0b6c4c1e-7d1f-4a53-9c7e-2f1f6f0d5a12';
    let state: SessionState | null = { userId, email: 'a@b.example', role: 'Manager', companyId: null, isActive: true, sessionVersion: 0, companyActive: null };
    const sessions = { find: async () => state } as unknown as SessionDirectory;
    const token = await jwt.signAsync({ sub: userId, sv: 0 });
    const verify = jest.spyOn(jwt, 'verifyAsync');
    // The hub checks a token once per connection and does not keep it.
    await verifyAccessToken(token, { jwt, sessions }, { remember: false });
    expect(verify).toHaveBeenCalledTimes(1);
    await verifyAccessToken(token, { jwt, sessions });
    await verifyAccessToken(token, { jwt, sessions });
    expect(verify).toHaveBeenCalledTimes(2);

    // A forged signature is another string: verified (and refused), never taken from memory.
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    await expect(verifyAccessToken(forged, { jwt, sessions })).rejects.toBeInstanceOf(InvalidTokenError);

    state = { ...state!, isActive: false };
    await expect(verifyAccessToken(token, { jwt, sessions })).rejects.toEqual(new InvalidTokenError('Your session has ended. Please sign in again.'));
    state = { ...state, isActive: true };

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      await expect(verifyAccessToken(token, { jwt, sessions })).rejects.toEqual(new InvalidTokenError('Your session has expired. Please sign in again.'));
    } finally {
      jest.restoreAllMocks();
    }
  });
});
