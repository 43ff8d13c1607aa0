import { invitationLink, invitationStatus, invitationType, isPasswordAcceptable, resetPasswordLink, REVOKED_BY_ADMIN } from './invitations';

describe('invitation contracts', () => {
  it('status: Pending, Used, Expired, Revoked', () => {
    expect(invitationStatus({ isUsed: false, usedByUserId: null, isExpired: false })).toBe('Pending');
    expect(invitationStatus({ isUsed: false, usedByUserId: null, isExpired: true })).toBe('Expired');
    expect(invitationStatus({ isUsed: true, usedByUserId: 'u1', isExpired: true })).toBe('Used');
    expect(invitationStatus({ isUsed: true, usedByUserId: REVOKED_BY_ADMIN, isExpired: false })).toBe('Revoked');
  });

  it('links: /register for user invites, /onboarding for company invites, /reset-password', () => {
    expect(invitationType({ companyId: 'c1' })).toBe('User');
    expect(invitationType({})).toBe('Company');
    expect(invitationLink('https://app.example/', { companyId: 'c1', token: 'a b' })).toBe('https://app.example/register?token=a%20b');
    expect(invitationLink('https://app.example', { token: 't' })).toBe('https://app.example/onboarding?token=t');
    expect(resetPasswordLink('https://app.example', 't')).toBe('https://app.example/reset-password?token=t');
  });

  it('passwords: 12 to 128 characters of any kind, counted as characters, not UTF-16 units', () => {
    expect(isPasswordAcceptable('abcdefghijkl')).toBe(true);
    expect(isPasswordAcceptable('abcdefghijk')).toBe(false);
    expect(isPasswordAcceptable('123456789012')).toBe(true);
    expect(isPasswordAcceptable('😀'.repeat(12))).toBe(true); // 24 UTF-16 units, 12 characters
    expect(isPasswordAcceptable('😀'.repeat(11))).toBe(false);
    expect(isPasswordAcceptable('x'.repeat(128))).toBe(true);
    expect(isPasswordAcceptable('x'.repeat(129))).toBe(false);
  });
});
