import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@app/contracts';
import type { SessionUser } from './session-user';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';

/** The route needs no token (login, register, webhooks, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route needs one of these roles. Every controller under `admin/` must declare `@Roles('Admin')`. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The signed-in user, as re-read from the database for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser => context.switchToHttp().getRequest().user,
);
