import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SessionDirectory, SessionState } from '@app/nest-auth';
import { EventBus } from '@app/nest-common';
import { SessionRow, UsersRepository } from '../users/users.repository';

/** How often a session's "last seen" is written at most. */
const LAST_SEEN_EVERY_MS = 60_000;

/** Users whose state is kept in memory per process; the oldest entry is dropped beyond it. */
const SESSION_CACHE_SIZE = 10_000;

/**
 * A user's cached row: the read while it runs, then the row itself (no wrapper, no settled promise, no second object
 * for the session state, which is derived per call: a few fields, cheaper than keeping it per user next to each hub
 * connection). `companyId` of a loaded row lets a company event drop its users.
 */
type Entry = SessionRow | Promise<SessionRow | null>;

function toSessionState(row: SessionRow): SessionState {
  return {
    userId: row.id,
    email: row.email,
    role: row.role,
    companyId: row.company_id,
    isActive: row.is_active,
    sessionVersion: row.session_version,
    companyActive: row.company_active,
    endedSessions: row.ended_sessions ?? [],
  };
}

/**
 * The companies module's SessionDirectory: reads a user's state from its repository once, then answers from memory,
 * so a signed-in request costs no database round trip. Whoever changes a user or a company calls `userChanged` /
 * `companyChanged` after the commit: the local entry is dropped at once (the next request of this instance sees the
 * change) and `session.changed` / `company.status-changed` tell every other process, including other instances of
 * this module, which drop their entries too.
 */
@Injectable()
export class CompaniesSessionDirectory extends SessionDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new Map<string, Entry>();
  private readonly lastSeenWritten = new Map<string, number>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly users: UsersRepository,
    @Inject(EventBus) private readonly events: EventBus,
  ) {
    super();
  }

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.subscribe('session.changed', ({ userId }) => this.forgetUser(userId)),
      this.events.subscribe('company.status-changed', ({ companyId }) => this.forgetCompany(companyId)),
      this.events.subscribe('user.profile-changed', ({ userId }) => this.forgetUser(userId)),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  async find(userId: string): Promise<SessionState | null> {
    const row = await this.profile(userId);
    return row ? toSessionState(row) : null;
  }

  /** The user as GET /api/auth/me shows them, from the same cached read (null for an unknown user). */
  profile(userId: string): Promise<SessionRow | null> {
    const entry = this.cache.get(userId);
    if (entry instanceof Promise) return entry;
    return entry ? Promise.resolve(entry) : this.load(userId);
  }

  /**
   * After a committed change of what the user's profile shows but not of their session (a sign-in's date): the entry
   * is dropped here and, through `user.profile-changed`, in every other instance; hub connections stay open.
   */
  async profileChanged(userId: string): Promise<void> {
    this.forgetUser(userId);
    await this.events.publish('user.profile-changed', { userId });
  }

  /** Reads the user's row and keeps it (unknown users and failed reads are not kept). */
  private load(userId: string): Promise<SessionRow | null> {
    const loading = this.users.sessionState(userId).then(
      (row) => {
        // Kept only if nothing dropped or replaced the entry meanwhile (a change during the read).
        if (this.cache.get(userId) === loading) {
          if (row) this.cache.set(userId, row);
          else this.cache.delete(userId);
        }
        return row;
      },
      (error: unknown) => {
        if (this.cache.get(userId) === loading) this.cache.delete(userId);
        throw error;
      },
    );
    if (this.cache.size >= SESSION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, loading);
    return loading;
  }

  /** After a committed change of the user's session state (status, role, password, session version, new account). */
  async userChanged(userId: string): Promise<void> {
    this.forgetUser(userId);
    const row = await this.users.sessionState(userId);
    if (!row) return;
    await this.events.publish('session.changed', {
      userId: row.id,
      email: row.email,
      role: row.role,
      companyId: row.company_id,
      isActive: row.is_active,
      sessionVersion: row.session_version,
      endedSessions: row.ended_sessions ?? [],
    });
  }

  /**
   * "Last seen" of a session: written at most once a minute per session, after the request was admitted and off its
   * path (a failed write is only logged); sessions are remembered for that up to a bounded number.
   */
  override seen(sessionId: string): void {
    const now = Date.now();
    const last = this.lastSeenWritten.get(sessionId);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    if (this.lastSeenWritten.size >= SESSION_CACHE_SIZE) this.lastSeenWritten.delete(this.lastSeenWritten.keys().next().value!);
    this.lastSeenWritten.set(sessionId, now);
    void this.users.touchSession(sessionId, new Date(now)).catch(() => undefined);
  }

  /** After a company was activated or deactivated (committed). */
  async companyChanged(companyId: string, name: string, isActive: boolean): Promise<void> {
    this.forgetCompany(companyId);
    await this.events.publish('company.status-changed', { companyId, name, isActive });
  }

  private forgetUser(userId: string): void {
    this.cache.delete(userId);
  }

  /** Drops the company's users, and entries still loading (they may have read the old state). */
  private forgetCompany(companyId: string): void {
    for (const [userId, entry] of this.cache) {
      if (entry instanceof Promise || entry.company_id === companyId) this.cache.delete(userId);
    }
  }
}
