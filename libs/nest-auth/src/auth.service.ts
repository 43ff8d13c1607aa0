import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EventBus } from '@app/nest-common';
import { EventFedSessionDirectory } from './event-fed-session-directory';
import { SessionDirectory } from './session-directory';
import { AccessTokenClaims, SessionUser } from './session-user';
import { verifyAccessToken } from './tokens';

@Injectable()
export class AuthService implements OnModuleDestroy {
  private readonly sessions: SessionDirectory;
  private readonly own?: EventFedSessionDirectory;

  constructor(
    private readonly jwt: JwtService,
    @Optional() @Inject(SessionDirectory) sessions?: SessionDirectory,
    @Optional() @Inject(EventBus) events?: EventBus,
  ) {
    if (sessions) this.sessions = sessions;
    else if (events) {
      // An app assembled without composeApp and without the companies module: the event-fed directory.
      this.own = new EventFedSessionDirectory(events);
      this.own.onModuleInit();
      this.sessions = this.own;
    } else throw new Error('AuthModule needs a SessionDirectory provider (or the EventBus of CommonModule)');
  }

  onModuleDestroy(): void {
    this.own?.onModuleDestroy();
  }

  /** Signs `sub` and `sv` plus the user's e-mail, role and company at sign-in (see SessionDirectory). */
  issueToken(
    user: { id: string; sessionVersion: number; email: string; role: SessionUser['role']; companyId: string | null },
    multiFactor?: { at: number; reference: string },
    sessionId?: string,
  ): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, sv: user.sessionVersion, email: user.email, role: user.role, cid: user.companyId };
    if (sessionId) claims.sid = sessionId;
    if (multiFactor) claims.mfa = { at: multiFactor.at, ref: multiFactor.reference };
    return this.jwt.signAsync(claims);
  }

  verifyAccessToken(token: string, options: { remember?: boolean } = {}): Promise<SessionUser> {
    return verifyAccessToken(token, { jwt: this.jwt, sessions: this.sessions }, options);
  }

  /** A request of this session was admitted (the session directory keeps its "last seen"). */
  seen(user: SessionUser): void {
    if (user.sessionId) this.sessions.seen(user.sessionId);
  }

  /** The expiry a token was signed with (seconds since the epoch). */
  expiryOf(token: string): number {
    return (this.jwt.decode(token) as { exp: number }).exp;
  }
}
