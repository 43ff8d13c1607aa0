import { randomUUID } from 'crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { SessionInfo } from '@app/contracts';
import { AuthService } from '@app/nest-auth';
import { UsersRepository } from '../users/users.repository';
import { CompaniesSessionDirectory } from './companies-session-directory';

/** Who is signing in: the browser's user agent and the address the server sees. */
export interface SignInClient {
  userAgent: string;
  ipAddress: string;
}

/** "Chrome on Windows" from a user agent; "Unknown device" when it says nothing recognisable. */
export function deviceName(userAgent: string): string {
  const ua = userAgent || '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua ? ua.slice(0, 60) : 'Unknown device');
}

type TokenUser = Parameters<AuthService['issueToken']>[0];

/**
 * Per-device sessions (issue 13): a sign-in starts a row and a token that names it; ending a session ends the row, and
 * `session.changed` (which carries the user's ended sessions) makes every process refuse its token from the next
 * request and the hub close the user's connections (the ended one cannot reconnect).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersRepository,
    private readonly directory: CompaniesSessionDirectory,
  ) {}

  /** A new session for a sign-in: its row and its token. */
  async start(user: TokenUser, client: SignInClient | undefined, multiFactor?: { at: number; reference: string }): Promise<string> {
    const id = randomUUID();
    const token = await this.auth.issueToken(user, multiFactor, id);
    await this.users.startSession({ id, userId: user.id, userAgent: client?.userAgent ?? '', ipAddress: client?.ipAddress ?? '', expiresAt: new Date(this.auth.expiryOf(token) * 1000) });
    return token;
  }

  /** A new token for the same session (after turning two-factor on: it carries the factor). */
  reissue(user: TokenUser, sessionId: string | undefined, multiFactor?: { at: number; reference: string }): Promise<string> {
    return this.auth.issueToken(user, multiFactor, sessionId);
  }

  async list(userId: string, currentSessionId: string | undefined): Promise<SessionInfo[]> {
    const rows = await this.users.liveSessions(userId);
    return rows.map((r) => ({
      id: r.id,
      device: deviceName(r.user_agent),
      userAgent: r.user_agent,
      ipAddress: r.ip_address,
      createdAt: new Date(r.created_at).toISOString(),
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
      current: r.id === currentSessionId,
    }));
  }

  /** Ends one of the user's own sessions (404 for any other id). */
  async end(userId: string, sessionId: string): Promise<void> {
    if (!(await this.users.endSession(userId, sessionId))) throw new NotFoundException('Session not found');
    await this.directory.userChanged(userId);
  }

  /** Ends every session of the user (sign out everywhere; an admin ending another user's sessions). */
  async endAll(userId: string): Promise<void> {
    await this.users.endSessions(userId);
    await this.directory.userChanged(userId);
  }
}
