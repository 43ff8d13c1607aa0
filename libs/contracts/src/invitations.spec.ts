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

  it('passwords: 8 to 128 characters with a letter and a digit', () => {
    expect(isPasswordAcceptable('abcdefg1')).toBe(true);
    expect(isPasswordAcceptable('abcdef1')).toBe(false);
    expect(isPasswordAcceptable('abcdefgh')).toBe(false);
    expect(isPasswordAcceptable('12345678')).toBe(false);
    expect(isPasswordAcceptable(`a1${'x'.repeat(127)}`)).toBe(false);
  });
});
