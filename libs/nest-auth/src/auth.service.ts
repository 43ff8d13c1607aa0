import { Inject, Injectable, Optional } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { LegacySqlSessionDirectory } from './legacy-session-directory';
import { SessionDirectory } from './session-directory';
import { AccessTokenClaims, SessionUser } from './session-user';
import { verifyAccessToken } from './tokens';

@Injectable()
export class AuthService {
  private readonly sessions: SessionDirectory;

  constructor(
    private readonly jwt: JwtService,
    @Optional() @Inject(SessionDirectory) sessions?: SessionDirectory,
    @Optional() @Inject(DataSource) dataSource?: DataSource,
  ) {
    if (sessions) this.sessions = sessions;
    else if (dataSource) this.sessions = new LegacySqlSessionDirectory(dataSource);
    else throw new Error('AuthModule needs a SessionDirectory provider');
  }

  /** Signs `sub` and `sv` plus the user's e-mail, role and company at sign-in (see SessionDirectory). */
  issueToken(user: { id: string; sessionVersion: number; email: string; role: SessionUser['role']; companyId: string | null }): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, sv: user.sessionVersion, email: user.email, role: user.role, cid: user.companyId };
    return this.jwt.signAsync(claims);
  }

  verifyAccessToken(token: string): Promise<SessionUser> {
    return verifyAccessToken(token, { jwt: this.jwt, sessions: this.sessions });
  }
}
