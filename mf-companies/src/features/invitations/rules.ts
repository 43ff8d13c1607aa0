// Pure rules of the Invitations screen.
import { invitationLink, invitationStatus, type Invitation, type InvitationStatus } from '@app/contracts';
import { messages } from '../../messages';

/** Rows per page of the list (client-side paging through the shared Pager). */
export const LIST_PAGE_SIZE = 50;

const m = messages.invitations;

/** Same rule as the server: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's message for an e-mail field, or null when it is acceptable. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return m.emailRequired;
  return EMAIL_PATTERN.test(email.trim()) ? null : m.emailInvalid;
}

export function statusOf(invitation: Invitation): InvitationStatus {
  return invitationStatus(invitation);
}

export function statusVariant(status: InvitationStatus): 'success' | 'secondary' | 'danger' | 'dark' {
  switch (status) {
    case 'Pending':
      return 'success';
    case 'Used':
      return 'secondary';
    case 'Expired':
      return 'danger';
    default:
      return 'dark';
  }
}

/** Copy Link and Revoke appear only while the invitation is valid (and the link is known). */
export function canAct(invitation: Invitation): boolean {
  return invitation.isValid && statusOf(invitation) === 'Pending' && !!invitation.token;
}

/** /register?token= for user invitations, /onboarding?token= for company invitations, on this site's origin. */
export function linkFor(invitation: Invitation, origin: string): string {
  return invitationLink(origin, { companyId: invitation.companyId, token: invitation.token ?? '' });
}
