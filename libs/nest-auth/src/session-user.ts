import type { Role } from '@app/contracts';

/** The caller of a request, read from the database on every request (never from token claims alone). */
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
}
