import { Controller, Get } from '@nestjs/common';
import type { BusinessModelConfig } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { BusinessModelService } from './business-model.service';

/** Business side only: admin accounts do not load a business model. */
@Controller('businessmodel')
@Roles('Manager', 'Employee')
export class BusinessModelController {
  constructor(private readonly businessModels: BusinessModelService) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<BusinessModelConfig> {
    return this.businessModels.configFor(user.companyId);
  }
}
