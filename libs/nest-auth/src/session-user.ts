import type { Role } from '@app/contracts';

/** The caller of a request, from the SessionDirectory (the current state, not the claims of the token alone). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
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
  /** Expiry (seconds since the epoch); a token without it is refused. */
  exp?: number;
}
