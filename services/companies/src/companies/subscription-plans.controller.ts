import { Controller, Get } from '@nestjs/common';
import type { SubscriptionPlanDto } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { CompaniesService } from './companies.service';

@Controller('admin/subscription-plans')
@Roles('Admin')
export class SubscriptionPlansController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  list(): Promise<SubscriptionPlanDto[]> {
    return this.companies.plans();
  }
}
