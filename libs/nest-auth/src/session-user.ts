import type { Role } from '@app/contracts';

/** The caller of a request, from the SessionDirectory (the current state, not the claims of the token alone). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
  /** The session (device) the token belongs to (issue 13); absent for a token signed without one. */
  sessionId?: string;
  /** The session version the token was signed with (the hub compares it with later changes). */
  sessionVersion?: number;
  /** The second factor checked at this session's sign-in, if any (issue 13): HMRC's Gov-Client-Multi-Factor. */
  multiFactor?: MultiFactor;
}

export interface MultiFactor {
  type: 'TOTP';
  /** When the code was checked (seconds since the epoch). */
  at: number;
  /** A stable reference of the enrolled factor (a hash; never the secret). */
  reference: string;
}

export interface AccessTokenClaims {
  sub: string;
  /** Session version: bumped on deactivation (and password change), which invalidates older tokens. */
  sv: number;
  /** Claims at sign-in, the fallback of a process that has not heard of the user through events yet. */
  email?: string;
  role?: Role;
  /** Company id (null for admins). */
  cid?: string | null;
  /** The session (device) of this sign-in: ending it refuses the token from the next request. */
  sid?: string;
  /** The second factor of this sign-in: when it was checked (seconds since the epoch) and its reference. */
  mfa?: { at: number; ref: string };
  /** Expiry (seconds since the epoch); a token without it is refused. */
  exp?: number;
}
