import {
  generateToken,
  hashToken,
  INVITATION_LIFETIME_MS,
  invitationExpiry,
  invitationStatus,
  isValid,
  PASSWORD_RESET_LIFETIME_MS,
  passwordResetExpiry,
  redeemProblem,
  REVOKED_BY_ADMIN,
} from './invitation-rules';

const now = new Date('2026-11-21T12:00:00Z');
const future = new Date(now.getTime() + 1000);
const past = new Date(now.getTime() - 1000);

describe('invitation rules', () => {
  it('tokens carry at least 128 random bits, URL-safe, never repeating', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateToken()));
    expect(tokens.size).toBe(1000);
    for (const token of [...tokens].slice(0, 20)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('stores tokens as SHA-256 hex digests (deterministic, not the token itself)', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('invitations expire after 7 days, password reset links after 1 hour', () => {
    expect(INVITATION_LIFETIME_MS).toBe(7 * 24 * 3600 * 1000);
    expect(invitationExpiry(now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(PASSWORD_RESET_LIFETIME_MS).toBe(3600 * 1000);
    expect(passwordResetExpiry(now).toISOString()).toBe('2026-11-21T13:00:00.000Z');
  });

  it('status: Pending, Used, Expired, Revoked', () => {
    expect(invitationStatus({ isUsed: false, usedByUserId: null, expiresAt: future }, now)).toBe('Pending');
    expect(invitationStatus({ isUsed: false, usedByUserId: null, expiresAt: past }, now)).toBe('Expired');
    expect(invitationStatus({ isUsed: false, usedByUserId: null, expiresAt: now }, now)).toBe('Expired');
    expect(invitationStatus({ isUsed: true, usedByUserId: 'a-user-id', expiresAt: future }, now)).toBe('Used');
    expect(invitationStatus({ isUsed: true, usedByUserId: 'a-user-id', expiresAt: past }, now)).toBe('Used');
    expect(invitationStatus({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, expiresAt: future }, now)).toBe('Revoked');
    expect(invitationStatus({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, expiresAt: past }, now)).toBe('Revoked');
  });

  it('only pending invitations are valid', () => {
    expect(isValid({ isUsed: false, usedByUserId: null, expiresAt: future }, now)).toBe(true);
    expect(isValid({ isUsed: false, usedByUserId: null, expiresAt: past }, now)).toBe(false);
    expect(isValid({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, expiresAt: future }, now)).toBe(false);
  });

  it('explains why a token cannot be redeemed', () => {
    expect(redeemProblem(null, now)).toBe('This invitation link is invalid.');
    expect(redeemProblem({ isUsed: false, usedByUserId: null, expiresAt: future }, now)).toBeNull();
    expect(redeemProblem({ isUsed: false, usedByUserId: null, expiresAt: past }, now)).toMatch(/expired/);
    expect(redeemProblem({ isUsed: true, usedByUserId: 'u', expiresAt: future }, now)).toMatch(/already been used/);
    expect(redeemProblem({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, expiresAt: future }, now)).toMatch(/revoked/);
  });
});
