import { createSecretKey, randomBytes } from 'crypto';
import { join } from 'path';
import { JwtService, JwtSignOptions } from '@nestjs/jwt';
import { AccessTokenClaims, SessionUser } from './session-user';
import { readOrCreateSecretFile } from '@app/nest-common';
import { SessionDirectory, SessionHint, SessionState } from './session-directory';

const DEFAULT_JWT_LIFETIME = '8h';

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** JWT_SECRET, else `${DATA_DIR}/jwt.secret` generated once (mode 0600) so sessions survive restarts. */
export function resolveJwtSecret(env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  return readOrCreateSecretFile(join(env.DATA_DIR || './data', 'jwt.secret'), () => randomBytes(48).toString('base64url'));
}

export function createJwtService(env: NodeJS.ProcessEnv): JwtService {
  const lifetime = env.JWT_LIFETIME || DEFAULT_JWT_LIFETIME;
  // A bare number means seconds (jsonwebtoken would read a numeric string as milliseconds).
  const expiresIn = /^\d+$/.test(lifetime) ? Number(lifetime) : (lifetime.replace(/\s+/g, '') as JwtSignOptions['expiresIn']);
  // A KeyObject made once: given the secret as a string, jsonwebtoken first tries (and fails) to parse it as a public
  // key on every call, a quarter of a signed-in request's CPU (issue 12). Same bytes, so earlier tokens stay valid.
  const key = createSecretKey(Buffer.from(resolveJwtSecret(env), 'utf8'));
  return new JwtService({
    secretOrKeyProvider: () => key,
    signOptions: { algorithm: 'HS256', expiresIn },
    verifyOptions: { algorithms: ['HS256'] },
  });
}

/** Whether a session state still admits a token with session version `sv` (else the session has ended). */
export function sessionAdmits(state: SessionState | null, sv: number, sid?: string): state is SessionState {
  if (!state || !state.isActive || state.sessionVersion !== sv) return false;
  if (sid !== undefined && state.endedSessions?.includes(sid)) return false;
  const companyInactive = state.role !== 'Admin' && state.companyId !== null && state.companyActive === false;
  return !companyInactive;
}

/** Tokens whose signature was verified, per JwtService: at most this many, the oldest dropped first. */
const VERIFIED_TOKENS_MAX = 10_000;
const verifiedTokens = new WeakMap<JwtService, Map<string, AccessTokenClaims>>();

/**
 * Verifies signature and expiry and reads the claims (no session check). A token verified before is not verified
 * again (the same bytes, the same signature): only its expiry is checked, so a signed-in request skips the HMAC and
 * the JSON decoding (issue 12). The session check after it runs every time.
 */
async function readAccessToken(token: string, jwt: JwtService, remember = true): Promise<AccessTokenClaims> {
  if (!remember) return verifySignature(token, jwt);
  let cache = verifiedTokens.get(jwt);
  if (!cache) verifiedTokens.set(jwt, (cache = new Map()));
  const known = cache.get(token);
  if (known) {
    if ((known.exp ?? 0) * 1000 > Date.now()) return known;
    cache.delete(token);
  }
  const claims = await verifySignature(token, jwt);
  if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(token, claims);
  return claims;
}

async function verifySignature(token: string, jwt: JwtService): Promise<AccessTokenClaims> {
  let claims: AccessTokenClaims;
  try {
    claims = await jwt.verifyAsync<AccessTokenClaims>(token);
  } catch {
    throw new InvalidTokenError('Your session has expired. Please sign in again.');
  }
  // A token must expire: one signed without `exp` (jsonwebtoken accepts it) would be valid for ever.
  if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string' || typeof claims.sv !== 'number' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new InvalidTokenError('Invalid token');
  }
  return claims;
}

/**
 * Verifies signature and expiry, then asks the SessionDirectory for the user's current state so that
 * deactivation, role changes and company deactivation take effect on the next request. Usable outside HTTP
 * (the notification hub). `remember: false` verifies without keeping the token (the hub checks a token once per
 * connection: remembering it would only cost memory).
 */
export async function verifyAccessToken(
  token: string,
  deps: { jwt: JwtService; sessions: SessionDirectory },
  options: { remember?: boolean } = {},
): Promise<SessionUser> {
  const claims = await readAccessToken(token, deps.jwt, options.remember);
  const hint: SessionHint | undefined =
    typeof claims.email === 'string' && typeof claims.role === 'string' && claims.cid !== undefined
      ? { email: claims.email, role: claims.role, companyId: claims.cid, sessionVersion: claims.sv }
      : undefined;
  const state = await deps.sessions.find(claims.sub, hint);
  const sid = typeof claims.sid === 'string' ? claims.sid : undefined;
  if (!sessionAdmits(state, claims.sv, sid)) throw new InvalidTokenError('Your session has ended. Please sign in again.');
  const user: SessionUser = { id: state.userId, email: state.email, role: state.role, companyId: state.companyId };
  if (sid) user.sessionId = sid;
  user.sessionVersion = claims.sv;
  if (claims.mfa && typeof claims.mfa.at === 'number' && typeof claims.mfa.ref === 'string') {
    user.multiFactor = { type: 'TOTP', at: claims.mfa.at, reference: claims.mfa.ref };
  }
  return user;
}
