// Authentication and session contracts (spec section 3 "User", section 7 "Authentication and session").

export type UserRole = 'Admin' | 'Manager' | 'Employee';

export interface AuthUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmed?: boolean;
  role: UserRole;
  companyId?: string | null;
  companyName?: string | null;
  isActive?: boolean;
  lastLoginDate?: string | null;
  createdAt?: string;
  /** Attached for non-admins only. */
  businessModelConfig?: unknown;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: AuthUser;
}

export interface UserPreferences {
  locale: string;
}

// Two-factor sign-in (TOTP, RFC 6238; issue 13).

/** POST /api/auth/login for an account with two-factor sign-in: no token yet, a short-lived challenge instead. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** POST /api/auth/login/two-factor: the challenge and either the 6-digit code or a recovery code. */
export interface TwoFactorSignInRequest {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}

/** POST /api/auth/2fa/setup: what the authenticator app needs (shown once; enabling needs a code from it). */
export interface TwoFactorSetup {
  otpauthUri: string;
  /** The otpauth URI as a QR code image (data: URL, SVG). */
  qrCode: string;
  /** The secret in base32, for typing into the app. */
  manualKey: string;
}

/** POST /api/auth/2fa/enable: ten single-use recovery codes (shown once) and a token that carries the factor. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
  token: string;
}

/** GET /api/auth/2fa: the caller's status. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Whether the admin area requires it of admins (REQUIRE_ADMIN_2FA). */
  requiredForAdmins: boolean;
}

export const TWO_FACTOR_ROUTES = {
  status: '/api/auth/2fa',
  setup: '/api/auth/2fa/setup',
  enable: '/api/auth/2fa/enable',
  disable: '/api/auth/2fa/disable',
  signIn: '/api/auth/login/two-factor',
} as const;

/** The 403 code of an admin without a second factor when REQUIRE_ADMIN_2FA is on. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = 'two-factor-enrolment-required';

// Per-device sessions (issue 13).

/** GET /api/auth/sessions: one of the caller's live sessions. */
export interface SessionInfo {
  id: string;
  /** "Chrome on Windows", from the user agent. */
  device: string;
  userAgent: string;
  ipAddress: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export const SESSION_ROUTES = {
  list: '/api/auth/sessions',
  one: (id: string) => `/api/auth/sessions/${encodeURIComponent(id)}`,
  endAll: '/api/auth/sessions/end-all',
  endUserSessions: (userId: string) => `/api/admin/user-management/${encodeURIComponent(userId)}/end-sessions`,
} as const;
