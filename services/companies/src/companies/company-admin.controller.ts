import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { MessageResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { uuidParam } from '../common/uuid-param';
import { COMPANY_MESSAGES, CompanyAdminService } from './company-admin.service';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';

@Controller('admin/companies')
@Roles('Admin')
export class CompanyAdminController {
  constructor(private readonly companies: CompanyAdminService) {}

  @Post(':id/toggle-status')
  @HttpCode(200)
  toggleStatus(@Param('id', uuidParam(COMPANY_MESSAGES.notFound)) id: string): Promise<MessageResponse> {
    return this.companies.toggleStatus(id);
  }

  @Post(':id/reset')
  @HttpCode(200)
  reset(@Param('id', uuidParam(COMPANY_MESSAGES.notFound)) id: string): Promise<MessageResponse> {
    return this.companies.reset(id);
  }

  @Post(':id/update-subscription')
  @HttpCode(200)
  updateSubscription(@Param('id', uuidParam(COMPANY_MESSAGES.notFound)) id: string, @Body() body: UpdateSubscriptionDto): Promise<MessageResponse> {
    return this.companies.updateSubscription(id, body);
  }
}
