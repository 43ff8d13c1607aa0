// The sign-in calls (/api/auth/*, /api/businessmodel, /api/userpreferences): every call that starts or validates a session lives here,
// not in the UI kit or the pages. Answers are checked before they reach the store: a broken contract fails loudly.
import { api, failureText } from '@app/api-client';
import { setLocale } from '@app/format';
import type {
  AuthUser,
  BusinessModelConfig,
  InvitationPreview,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterWithCompanyRequest,
  ResetPasswordRequest,
  TwoFactorChallenge,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorSignInRequest,
  TwoFactorStatus,
  SessionInfo,
  UserPreferences,
} from '@app/contracts';
import { SESSION_ROUTES, TWO_FACTOR_ROUTES } from '@app/contracts';
import { logout, sessionStore, setBusinessModel, signIn } from './session';

/** Spec section 4: what the sign-in and account forms say when no answer came. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** What a sign-in, registration or password-reset form says when its call failed: network, server message, or `fallback`. */
export function signInFailureText(error: unknown, fallback: string): string {
  return failureText(error, { network: NETWORK_ERROR_MESSAGE, fallback });
}

function isUser(value: unknown): value is AuthUser {
  const user = value as AuthUser | null;
  return !!user && typeof user === 'object' && typeof user.id === 'string' && typeof user.email === 'string' && typeof user.role === 'string';
}

function expectUser(value: unknown, call: string): AuthUser {
  if (!isUser(value)) throw new Error(`${call} answered without a user`);
  return value;
}

/** Every sign-in-like call answers { token, user }: the user is signed in with it. */
async function signInWith(path: string, body: unknown): Promise<AuthUser> {
  const { data } = await api.post<LoginResponse>(path, body);
  if (!data || typeof data.token !== 'string' || !data.token) throw new Error(`POST ${path} answered without a token`);
  const user = expectUser(data.user, `POST ${path}`);
  signIn(data.token, user);
  return user;
}

/**
 * POST /api/auth/login, then the session starts; an account with two-factor sign-in answers a challenge instead
 * (no session yet): finish with signInWithSecondFactor.
 */
export async function signInWithPassword(credentials: LoginRequest): Promise<AuthUser | TwoFactorChallenge> {
  const { data } = await api.post<LoginResponse | TwoFactorChallenge>('/api/auth/login', credentials);
  if (data && 'twoFactorRequired' in data && data.twoFactorRequired === true && typeof data.challenge === 'string') return data;
  const answer = data as LoginResponse;
  if (!answer || typeof answer.token !== 'string' || !answer.token) throw new Error('POST /api/auth/login answered without a token');
  const user = expectUser(answer.user, 'POST /api/auth/login');
  signIn(answer.token, user);
  return user;
}

export function isTwoFactorChallenge(value: AuthUser | TwoFactorChallenge): value is TwoFactorChallenge {
  return (value as TwoFactorChallenge).twoFactorRequired === true;
}

/** POST /api/auth/login/two-factor: the challenge and a code (or a recovery code), then the session starts. */
export function signInWithSecondFactor(request: TwoFactorSignInRequest): Promise<AuthUser> {
  return signInWith(TWO_FACTOR_ROUTES.signIn, request);
}

/** GET /api/auth/2fa: whether the caller has a second factor, and whether admins must. */
export async function twoFactorStatus(): Promise<TwoFactorStatus> {
  const { data } = await api.get<TwoFactorStatus>(TWO_FACTOR_ROUTES.status);
  if (!data || typeof data.enabled !== 'boolean') throw new Error('GET /api/auth/2fa answered without a status');
  return data;
}

/** POST /api/auth/2fa/setup: a new secret to scan (replaces an unfinished set-up). */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const { data } = await api.post<TwoFactorSetup>(TWO_FACTOR_ROUTES.setup);
  if (!data || typeof data.manualKey !== 'string' || typeof data.qrCode !== 'string') throw new Error('POST /api/auth/2fa/setup answered without a key');
  return data;
}

/** POST /api/auth/2fa/enable: turns it on; the session continues with the answer's token (it carries the factor). */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const { data } = await api.post<TwoFactorEnabled>(TWO_FACTOR_ROUTES.enable, { code });
  if (!data || !Array.isArray(data.recoveryCodes) || typeof data.token !== 'string') throw new Error('POST /api/auth/2fa/enable answered without recovery codes');
  const user = sessionStore.getState().user;
  if (user) signIn(data.token, user);
  return data.recoveryCodes;
}

/** GET /api/auth/sessions: the caller's live sessions (devices), newest first. */
export async function listSessions(): Promise<SessionInfo[]> {
  const { data } = await api.get<SessionInfo[]>(SESSION_ROUTES.list);
  if (!Array.isArray(data)) throw new Error('GET /api/auth/sessions answered without a list');
  return data;
}

/** DELETE /api/auth/sessions/{id}: signs one of the caller's devices out. */
export async function endSession(id: string): Promise<void> {
  await api.delete(SESSION_ROUTES.one(id));
}

/** POST /api/auth/sessions/end-all: signs out everywhere, this device included. */
export async function endAllSessions(): Promise<void> {
  await api.post(SESSION_ROUTES.endAll);
}

/** POST /api/auth/2fa/disable with a current code or a recovery code. */
export async function disableTwoFactor(proof: { code?: string; recoveryCode?: string }): Promise<TwoFactorStatus> {
  const { data } = await api.post<TwoFactorStatus>(TWO_FACTOR_ROUTES.disable, proof);
  return data;
}

/** POST /api/auth/register (joins the company of a user invitation), then the session starts. */
export function registerWithInvitation(request: RegisterRequest): Promise<AuthUser> {
  return signInWith('/api/auth/register', request);
}

/** POST /api/auth/register-with-company (company invitation: the company and its first Manager), then the session starts. */
export function registerWithCompany(request: RegisterWithCompanyRequest): Promise<AuthUser> {
  return signInWith('/api/auth/register-with-company', request);
}

/** POST /api/auth/reset-password (e-mailed link), then the session starts. */
export function resetPasswordWithToken(request: ResetPasswordRequest): Promise<AuthUser> {
  return signInWith('/api/auth/reset-password', request);
}

/** GET /api/auth/invitation?token= : what an invitation link is for, before registering. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const { data } = await api.get<InvitationPreview>('/api/auth/invitation', { params: { token } });
  if (!data || typeof data.email !== 'string') throw new Error('GET /api/auth/invitation answered without an invitation');
  return data;
}

/** GET /api/auth/me: validates the stored token at load (see restoreSession). */
export async function fetchCurrentUser(): Promise<AuthUser> {
  const { data } = await api.get<AuthUser>('/api/auth/me');
  return expectUser(data, 'GET /api/auth/me');
}

/** GET /api/businessmodel: the non-admin's business model configuration. */
export async function fetchBusinessModel(): Promise<BusinessModelConfig> {
  const { data } = await api.get<BusinessModelConfig>('/api/businessmodel');
  if (!data || typeof data !== 'object') throw new Error('GET /api/businessmodel answered without a configuration');
  return data;
}

/**
 * Spec: a non-admin gets the business model configuration at sign-in (and at session restore); it is kept in the
 * session store (cleared at logout). Never requested for an Admin (the server answers 403). A failure is logged
 * only; an answer that arrives after the user changed is dropped.
 */
export async function loadBusinessModel(): Promise<void> {
  const { status, user } = sessionStore.getState();
  if (status !== 'authenticated' || !user || user.role === 'Admin') return;
  try {
    const model = await fetchBusinessModel();
    if (sessionStore.getState().user?.id === user.id) setBusinessModel(model);
  } catch (error) {
    console.error('Failed to load the business model', error);
  }
}

/**
 * GET /api/userpreferences once signed in: the user's locale for every number, money and date format (@app/format).
 * A failure or an answer without a locale keeps the default locale (logged, not shown).
 */
export async function loadUserPreferences(): Promise<void> {
  try {
    const { data } = await api.get<UserPreferences>('/api/userpreferences');
    if (!data || typeof data.locale !== 'string') throw new Error('GET /api/userpreferences answered without a locale');
    setLocale(data.locale);
  } catch (error) {
    console.error('Failed to load the user preferences', error);
  }
}

/**
 * Explicit sign-out: the session ends here at once, and the server is told (POST /api/auth/logout with the token
 * being given up, so it is refused from then on and the live link of every tab closes). The call is best effort:
 * offline, or with a token the server already refuses, the user is signed out here all the same.
 */
export function signOut(): Promise<void> {
  const token = sessionStore.getState().token;
  logout();
  if (!token) return Promise.resolve();
  return api.post('/api/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }).then(
    () => undefined,
    () => undefined,
  );
}
