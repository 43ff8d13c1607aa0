import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { AccessTokenClaims, SessionUser } from './session-user';
import { verifyAccessToken } from './tokens';

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  issueToken(user: { id: string; sessionVersion: number }): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, sv: user.sessionVersion };
    return this.jwt.signAsync(claims);
  }

  verifyAccessToken(token: string): Promise<SessionUser> {
    return verifyAccessToken(token, { jwt: this.jwt, dataSource: this.dataSource });
  }
}
