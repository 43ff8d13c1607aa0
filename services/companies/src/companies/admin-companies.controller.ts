import { Controller, Get } from '@nestjs/common';
import type { CompanyListItem, SubscriptionPlanDto } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { CompaniesService } from './companies.service';

@Controller('admin/companies')
@Roles('Admin')
export class AdminCompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  list(): Promise<CompanyListItem[]> {
    return this.companies.list();
  }
}

@Controller('admin/subscription-plans')
@Roles('Admin')
export class SubscriptionPlansController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  list(): Promise<SubscriptionPlanDto[]> {
    return this.companies.plans();
  }
}
