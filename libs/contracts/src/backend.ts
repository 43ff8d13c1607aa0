// Back-end response types. The front end already declared the session and company shapes in auth.ts and
// companies.ts; these names alias them (so both sides share one definition) and make every field the server
// always sends required.
import type { AuthUser, LoginResponse, UserRole } from './auth';
import type { AdminCompany, SubscriptionPlanInfo } from './companies';

export type Role = UserRole;
export const ROLES: readonly Role[] = ['Admin', 'Manager', 'Employee'];

/** Business model configuration a non-admin receives at sign-in (contents beyond these keys: not specified). */
export interface BusinessModelConfig {
  name: string;
  features: Record<string, boolean>;
  [key: string]: unknown;
}

export interface UserDto extends AuthUser {
  emailConfirmed: boolean;
  companyId: string | null;
  companyName: string | null;
  isActive: boolean;
  lastLoginDate: string | null;
  createdAt: string;
  businessModelConfig?: BusinessModelConfig;
}

export interface LoginResult extends LoginResponse {
  user: UserDto;
}

export type CompanyListItem = AdminCompany;
export type SubscriptionPlanDto = SubscriptionPlanInfo;

/** Error body of every API failure: 400 carries per-field messages, other statuses only `message`. */
export interface ErrorResponse {
  message: string;
  errors?: Record<string, string[]>;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  version: string;
}

/** GET /remotes.json: container name (underscored) -> mf-manifest.json URL. */
export type RemotesRegistry = Record<string, string>;

/** A page of a list paged on the server (`?page=&pageSize=&sort=&search=&status=`, issue 12). */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The Users screen's summary cards, counted over every user in one query. */
export interface UsersSummary {
  total: number;
  active: number;
  inactive: number;
  administrators: number;
}
