import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from '@app/contracts';
import { AuthService } from './auth.service';
import { IS_PUBLIC, ROLES } from './decorators';
import { SessionUser } from './session-user';
import { InvalidTokenError } from './tokens';

type AuthedRequest = Request & { user?: SessionUser };

function isPublic(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;
}

/** Requires a valid bearer token on every route not marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (isPublic(this.reflector, context)) return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException('Authentication required');
    try {
      request.user = await this.auth.verifyAccessToken(token);
      this.auth.seen(request.user);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new UnauthorizedException(error.message);
      throw error;
    }
    return true;
  }
}

/**
 * REQUIRE_ADMIN_2FA: `true` (the default in production) refuses the admin area to an admin who signed in without a
 * second factor; `false` (the default elsewhere) lets them in. Any other value stops the process at start.
 */
export function requireAdminTwoFactor(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.REQUIRE_ADMIN_2FA?.trim().toLowerCase();
  if (value === undefined || value === '') return env.NODE_ENV === 'production';
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`REQUIRE_ADMIN_2FA must be true or false (got "${env.REQUIRE_ADMIN_2FA}")`);
}

/** The 403's code a client recognises to send the admin to the two-factor set-up (issue 13). */
export const TWO_FACTOR_ENROLMENT_REQUIRED = 'two-factor-enrolment-required';

/** Enforces @Roles(); a route whose path starts with `admin` and does not require Admin is refused (fail closed). */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly requireTwoFactor = requireAdminTwoFactor();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (isPublic(this.reflector, context)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (isAdminRoute(context) && !(roles?.length === 1 && roles[0] === 'Admin')) {
      throw new ForbiddenException('Access denied. Admin privileges required.');
    }
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    if (!user || !roles.includes(user.role)) {
      throw new ForbiddenException(roles.includes('Admin') ? 'Access denied. Admin privileges required.' : 'Access denied.');
    }
    if (this.requireTwoFactor && user.role === 'Admin' && roles.includes('Admin') && !user.multiFactor) {
      throw new ForbiddenException({
        message: 'Administrators sign in with a second factor. Set up two-factor authentication from your profile, then continue.',
        code: TWO_FACTOR_ENROLMENT_REQUIRED,
      });
    }
    return true;
  }
}

/** Per handler: whether its route is under /admin (routes are fixed at start, so each is worked out once). */
const adminRoutes = new WeakMap<object, boolean>();

function isAdminRoute(context: ExecutionContext): boolean {
  const handler = context.getHandler();
  let admin = adminRoutes.get(handler);
  if (admin === undefined) {
    admin = routeIsAdmin(context);
    adminRoutes.set(handler, admin);
  }
  return admin;
}

function routeIsAdmin(context: ExecutionContext): boolean {
  const parts = [context.getClass(), context.getHandler()].map((target) => Reflect.getMetadata(PATH_METADATA, target));
  const path = parts
    .flat()
    .filter((p): p is string => typeof p === 'string')
    .join('/')
    .replace(/^\/+/, '');
  return path === 'admin' || path.startsWith('admin/');
}
