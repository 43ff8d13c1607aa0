import type { Role } from '@app/contracts';

/** What authorization needs to know about a user, as the companies module (the owner of users) knows it. */
export interface SessionState {
  userId: string;
  email: string;
  role: Role;
  companyId: string | null;
  isActive: boolean;
  sessionVersion: number;
  /** The user's company's active flag; null for users without a company (admins). */
  companyActive: boolean | null;
  /** Sessions (devices) of the user ended before their tokens expire: those tokens are refused. */
  endedSessions?: readonly string[];
}

/**
 * Port: the current session state of a user. The companies module implements it in-process (cached, refreshed by
 * `session.changed` / `company.status-changed`); a process without the companies module gets a directory fed by
 * those events. The auth guard and the hub's token check read it; libs/nest-auth holds no SQL.
 * Provide it from a global module so that AuthModule's guard sees it.
 */
export abstract class SessionDirectory {
  /**
   * The user's current state, or null when the user does not exist. `hint` is what the token was signed with at
   * sign-in: a directory that cannot ask the owner (the event-fed one) may use it for users it has not heard of.
   */
  abstract find(userId: string, hint?: SessionHint): Promise<SessionState | null>;

  /** A request of this session was admitted (the owner keeps a "last seen"; other directories need not). */
  seen(_sessionId: string): void {}
}

/** The claims a token was signed with at sign-in (see AuthService.issueToken). */
export interface SessionHint {
  email: string;
  role: Role;
  companyId: string | null;
  sessionVersion: number;
}
