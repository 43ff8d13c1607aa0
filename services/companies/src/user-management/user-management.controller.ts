import { Controller, Inject, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { MessageResponse, UserDto, UserStatusChanged } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { companiesConfig, CompaniesConfig } from '../companies.config';
import { USER_MANAGEMENT_MESSAGES, UserManagementService } from './user-management.service';

@Controller('admin/user-management')
@Roles('Admin')
export class UserManagementController {
  constructor(
    private readonly users: UserManagementService,
    @Inject(companiesConfig.KEY) private readonly config: CompaniesConfig,
  ) {}

  @Get()
  list(): Promise<UserDto[]> {
    return this.users.list();
  }

  @Put(':id/toggle-status')
  toggleStatus(@Param('id', new ParseIdPipe(USER_MANAGEMENT_MESSAGES.notFound)) id: string, @CurrentUser() admin: SessionUser): Promise<UserStatusChanged> {
    return this.users.toggleStatus(id, admin.id);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  resetPassword(@Param('id', new ParseIdPipe(USER_MANAGEMENT_MESSAGES.notFound)) id: string): Promise<MessageResponse> {
    return this.users.sendPasswordReset(id, this.config.publicUrl);
  }
}
