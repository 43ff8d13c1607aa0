// Invitations, user management and registration contracts (spec section 3 "Invitation", section 7).
import type { UserRole } from './auth';

export type InvitationRole = Extract<UserRole, 'Manager' | 'Employee'>;
export type InvitationType = 'User' | 'Company';
export type InvitationStatus = 'Pending' | 'Used' | 'Expired' | 'Revoked';

/** GET /api/admin/invitations item. `token` is present only while the invitation is valid. */
export interface Invitation {
  id: string;
  email: string;
  /** Absent for company-creation invitations. */
  companyId?: string;
  companyName: string | null;
  role: InvitationRole;
  createdAt: string;
  expiresAt: string;
  isUsed: boolean;
  usedByUserId: string | null;
  isExpired: boolean;
  isValid: boolean;
  token: string | null;
}

/** POST /api/admin/invite-company-creation. The role is always Manager. */
export interface InviteCompanyCreationRequest {
  email: string;
  role?: 'Manager';
}

/** POST /api/admin/invite-user-to-company. Role defaults to Employee. */
export interface InviteUserToCompanyRequest {
  email: string;
  companyId: string;
  role?: InvitationRole;
}

export interface InvitationCreated {
  message: string;
  /** The company joined (user invitations) or null (company-creation invitations). */
  companyName: string | null;
  invitation: Invitation;
  /** True when the link was also e-mailed (an SMTP configuration is active). */
  emailSent: boolean;
}

export interface MessageResponse {
  message: string;
}

/** PUT /api/admin/user-management/{id}/toggle-status. */
export interface UserStatusChanged extends MessageResponse {
  isActive: boolean;
}

/** POST /api/auth/register (user invitation). The e-mail comes from the invitation. */
export interface RegisterRequest {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The registration form's repeat of the password; when sent it must match. */
  confirmPassword?: string;
  /** The invited address as the form shows it; when sent it must be the invitation's. */
  email?: string;
}

/** POST /api/auth/register-with-company (company invitation): also creates the company. */
export interface RegisterWithCompanyRequest extends RegisterRequest {
  companyName: string;
  companyDescription?: string;
}

/** POST /api/auth/reset-password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  /** The form's repeat of the password; when sent it must match. */
  confirmPassword?: string;
}

/** GET /api/auth/invitation?token=: what the registration pages show before submitting. */
export interface InvitationPreview {
  email: string;
  type: InvitationType;
  companyName: string | null;
  role: InvitationRole;
  expiresAt: string;
}

/** Stored in usedByUserId when an admin revokes an invitation. */
export const REVOKED_BY_ADMIN = 'REVOKED_BY_ADMIN';

/** Invitation lifetime: 7 days. */
export const INVITATION_LIFETIME_DAYS = 7;

/** Shell pages reached from e-mailed or copied links (each takes `?token=`). */
export const REGISTER_PAGE = '/register';
export const ONBOARDING_PAGE = '/onboarding';
export const RESET_PASSWORD_PAGE = '/reset-password';

/**
 * Passwords chosen at registration or reset (NIST SP 800-63B): a length, any Unicode (counted in characters, not
 * UTF-16 units), no composition rules; the server also refuses passwords found in a list of common ones.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;
export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common passwords: choose one that is harder to guess';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const INVITATION_EMAIL_MISMATCH_MESSAGE = 'This invitation was sent to a different e-mail address';

export function isPasswordAcceptable(password: string): boolean {
  if (typeof password !== 'string') return false;
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

export function invitationType(invitation: { companyId?: string | null }): InvitationType {
  return invitation.companyId ? 'User' : 'Company';
}

/** Pending (valid), Used, Expired, Revoked (used, with the revoked marker). */
export function invitationStatus(invitation: Pick<Invitation, 'isUsed' | 'usedByUserId' | 'isExpired'>): InvitationStatus {
  if (invitation.isUsed) return invitation.usedByUserId === REVOKED_BY_ADMIN ? 'Revoked' : 'Used';
  return invitation.isExpired ? 'Expired' : 'Pending';
}

/** The page a copied or e-mailed invitation link opens: registration for user invites, onboarding for company invites. */
export function invitationLink(origin: string, invitation: { companyId?: string | null; token: string }): string {
  const page = invitationType(invitation) === 'User' ? REGISTER_PAGE : ONBOARDING_PAGE;
  return `${origin.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(invitation.token)}`;
}

export function resetPasswordLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
}
