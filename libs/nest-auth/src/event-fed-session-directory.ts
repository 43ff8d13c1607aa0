import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { CompanyStatusChangedEvent, SessionChangedEvent } from '@app/contracts';
import { EventBus } from '@app/nest-common';
import { SessionDirectory, SessionHint, SessionState } from './session-directory';

/**
 * The SessionDirectory of a process without the companies module: its state is learned from the owner's events
 * (`session.changed`, `company.status-changed`), replayed from the bus's retained values at start so a process
 * that starts late knows earlier changes. A user it has not heard of is taken from the claims signed into the
 * token at sign-in (active, the token's session version), until an event says otherwise. No database round trip.
 */
@Injectable()
export class EventFedSessionDirectory extends SessionDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly users = new Map<string, SessionChangedEvent>();
  private readonly companies = new Map<string, boolean>();
  private readonly off: (() => void)[] = [];

  constructor(private readonly events: EventBus) {
    super();
  }

  onModuleInit(): void {
    this.off.push(
      this.events.subscribe('session.changed', (e) => void this.users.set(e.userId, e), { replay: true }),
      this.events.subscribe('company.status-changed', (e: CompanyStatusChangedEvent) => void this.companies.set(e.companyId, e.isActive), { replay: true }),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.off.splice(0)) off();
  }

  async find(userId: string, hint?: SessionHint): Promise<SessionState | null> {
    const known = this.users.get(userId);
    const user = known ?? (hint ? { userId, ...hint, isActive: true } : undefined);
    if (!user) return null;
    return {
      userId,
      email: user.email,
      role: user.role,
      companyId: user.companyId,
      isActive: user.isActive,
      sessionVersion: user.sessionVersion,
      companyActive: user.companyId === null ? null : (this.companies.get(user.companyId) ?? null),
      endedSessions: known?.endedSessions,
    };
  }
}
