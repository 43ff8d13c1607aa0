import { randomBytes } from 'crypto';
import { join } from 'path';
import { JwtService, JwtSignOptions } from '@nestjs/jwt';
import type { DataSource } from 'typeorm';
import { AccessTokenClaims, SessionUser } from './session-user';
import { readOrCreateSecretFile } from '@app/nest-common';

export const DEFAULT_JWT_LIFETIME = '8h';

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** JWT_SECRET, else `${DATA_DIR}/jwt.secret` generated once (mode 0600) so sessions survive restarts. */
export function resolveJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  return readOrCreateSecretFile(join(env.DATA_DIR || './data', 'jwt.secret'), () => randomBytes(48).toString('base64url'));
}

export function createJwtService(env: NodeJS.ProcessEnv = process.env): JwtService {
  const lifetime = env.JWT_LIFETIME || DEFAULT_JWT_LIFETIME;
  // A bare number means seconds (jsonwebtoken would read a numeric string as milliseconds).
  const expiresIn = /^\d+$/.test(lifetime) ? Number(lifetime) : (lifetime.replace(/\s+/g, '') as JwtSignOptions['expiresIn']);
  return new JwtService({
    secret: resolveJwtSecret(env),
    signOptions: { algorithm: 'HS256', expiresIn },
    verifyOptions: { algorithms: ['HS256'] },
  });
}

interface SessionRow {
  id: string;
  email: string;
  role: SessionUser['role'];
  company_id: string | null;
  is_active: boolean;
  session_version: number;
  company_active: boolean | null;
}

/**
 * Verifies signature and expiry, then re-reads the user so that deactivation, role changes and company
 * deactivation take effect on the next request. Usable outside HTTP (the notification hub).
 * Reads the companies schema directly: every module shares the users table of the companies module.
 */
export async function verifyAccessToken(
  token: string,
  deps: { jwt: JwtService; dataSource: DataSource },
): Promise<SessionUser> {
  let claims: AccessTokenClaims;
  try {
    claims = await deps.jwt.verifyAsync<AccessTokenClaims>(token);
  } catch {
    throw new InvalidTokenError('Your session has expired. Please sign in again.');
  }
  if (typeof claims.sub !== 'string' || typeof claims.sv !== 'number' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new InvalidTokenError('Invalid token');
  }
  const [row] = (await deps.dataSource.query(
    `SELECT u.id, u.email, u.role, u.company_id, u.is_active, u.session_version, c.is_active AS company_active
       FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id
      WHERE u.id = $1`,
    [claims.sub],
  )) as SessionRow[];
  const companyInactive = row?.role !== 'Admin' && row?.company_id !== null && row?.company_active === false;
  if (!row || !row.is_active || row.session_version !== claims.sv || companyInactive) {
    throw new InvalidTokenError('Your session has ended. Please sign in again.');
  }
  return { id: row.id, email: row.email, role: row.role, companyId: row.company_id };
}
