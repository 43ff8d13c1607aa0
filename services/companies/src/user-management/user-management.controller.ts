import { Controller, Inject, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { MessageResponse, PagedList, UserDto, UsersSummary, UserStatusChanged } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { isPagedRequest, ListQueryDto, ParseIdPipe } from '@app/nest-common';
import { companiesConfig, CompaniesConfig } from '../companies.config';
import { USER_MANAGEMENT_MESSAGES, UserManagementService } from './user-management.service';
import { Audited } from '@app/nest-db';

@Controller('admin/user-management')
@Roles('Admin')
export class UserManagementController {
  constructor(
    private readonly users: UserManagementService,
    @Inject(companiesConfig.KEY) private readonly config: CompaniesConfig,
  ) {}

  /** The spec's whole list; with `?page=&pageSize=&sort=&search=&status=` one page of it (issue 12). */
  @Get()
  list(@Query() query: ListQueryDto): Promise<UserDto[] | PagedList<UserDto>> {
    return isPagedRequest(query) ? this.users.page(query) : this.users.list();
  }

  /** The summary cards (total, active, inactive, administrators) over every user, in one query. */
  @Get('summary')
  summary(): Promise<UsersSummary> {
    return this.users.summary();
  }

  @Audited('user.status-changed', 'user')
  @Put(':id/toggle-status')
  toggleStatus(@Param('id', new ParseIdPipe(USER_MANAGEMENT_MESSAGES.notFound)) id: string, @CurrentUser() admin: SessionUser): Promise<UserStatusChanged> {
    return this.users.toggleStatus(id, admin.id);
  }

  /** Ends every session (device) of the user: signed out everywhere at their next request, live links closed. */
  @Audited('user.sessions-ended', 'user')
  @Post(':id/end-sessions')
  @HttpCode(200)
  async endSessions(@Param('id', new ParseIdPipe(USER_MANAGEMENT_MESSAGES.notFound)) id: string): Promise<MessageResponse> {
    return this.users.endSessions(id);
  }

  @Audited('user.password-reset-sent', 'user')
  @Post(':id/reset-password')
  @HttpCode(200)
  resetPassword(@Param('id', new ParseIdPipe(USER_MANAGEMENT_MESSAGES.notFound)) id: string): Promise<MessageResponse> {
    return this.users.sendPasswordReset(id, this.config.publicUrl);
  }
}
