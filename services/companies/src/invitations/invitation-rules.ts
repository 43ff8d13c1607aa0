// Pure rules of invitations and one-time tokens (no I/O): unit-tested in invitation-rules.spec.ts.
import { createHash, randomBytes } from 'crypto';
import { INVITATION_LIFETIME_DAYS, REVOKED_BY_ADMIN } from '@app/contracts';

/** Invitations expire 7 days after creation. */
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** Password reset links expire 1 hour after they were sent. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
/** Random bytes per token: 32 bytes = 256 bits (at least 128 required). */
export const TOKEN_BYTES = 32;

/**
 * Stored in `used_by_user_id` when an admin revokes an invitation (revoked = used with this marker). Shared with the
 * front end through @app/contracts; not a UUID, so it can never collide with a real account.
 */
export { REVOKED_BY_ADMIN };

export type InvitationStatus = 'Pending' | 'Used' | 'Expired' | 'Revoked';

export interface InvitationState {
  isUsed: boolean;
  usedByUserId: string | null;
  expiresAt: Date | string;
}

/** A URL-safe random token (256 bits). */
export function generateToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256 hex digest; the clear token exists only in the link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_LIFETIME_MS);
}

export function passwordResetExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PASSWORD_RESET_LIFETIME_MS);
}

export function isExpired(expiresAt: Date | string, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

export function isRevoked(invitation: Pick<InvitationState, 'isUsed' | 'usedByUserId'>): boolean {
  return invitation.isUsed && invitation.usedByUserId === REVOKED_BY_ADMIN;
}

/** Valid = neither used (nor revoked) nor expired: only valid invitations can be copied, revoked or redeemed. */
export function isValid(invitation: InvitationState, now: Date = new Date()): boolean {
  return !invitation.isUsed && !isExpired(invitation.expiresAt, now);
}

/** Pending (valid), Used, Expired, Revoked (used, with the revoked marker). Used/Revoked win over Expired. */
export function invitationStatus(invitation: InvitationState, now: Date = new Date()): InvitationStatus {
  if (invitation.isUsed) return isRevoked(invitation) ? 'Revoked' : 'Used';
  return isExpired(invitation.expiresAt, now) ? 'Expired' : 'Pending';
}

/** Why a token cannot be redeemed (400 message), or null when it can. */
export function redeemProblem(invitation: InvitationState | null, now: Date = new Date()): string | null {
  if (!invitation) return 'This invitation link is invalid.';
  switch (invitationStatus(invitation, now)) {
    case 'Revoked':
      return 'This invitation has been revoked. Please ask your administrator for a new one.';
    case 'Used':
      return 'This invitation has already been used.';
    case 'Expired':
      return 'This invitation has expired. Please ask your administrator for a new one.';
    default:
      return null;
  }
}

/** Pragmatic e-mail check (the same rule as the form): one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
