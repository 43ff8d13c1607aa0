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
}

/**
 * Port: the current session state of a user. The companies module implements it in-process (cached, refreshed by
 * `session.changed` / `company.status-changed`); a process without the companies module gets a directory fed by
 * those events. The auth guard and the hub's token check read it; libs/nest-auth holds no SQL.
 * Provide it from a global module so that AuthModule's guard sees it.
 */
export abstract class SessionDirectory {
  abstract find(userId: string): Promise<SessionState | null>;
}
