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
