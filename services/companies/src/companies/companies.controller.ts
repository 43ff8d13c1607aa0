import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { CompanyListItem, MessageResponse, PagedList } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { isPagedRequest, ListQueryDto, ParseIdPipe } from '@app/nest-common';
import { CompaniesService } from './companies.service';
import { COMPANY_MESSAGES } from './company-rules';
import { UpdateSubscriptionDto } from './dto/update-subscription.dto';
import { Audited } from '@app/nest-db';

const companyId = new ParseIdPipe(COMPANY_MESSAGES.notFound);

@Controller('admin/companies')
@Roles('Admin')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /** The spec's whole list; with `?page=&pageSize=&sort=&search=&status=` one page of it (issue 12). */
  @Get()
  list(@Query() query: ListQueryDto): Promise<CompanyListItem[] | PagedList<CompanyListItem>> {
    return isPagedRequest(query) ? this.companies.page(query) : this.companies.list();
  }

  @Audited('company.status-changed', 'company')
  @Post(':id/toggle-status')
  @HttpCode(200)
  toggleStatus(@Param('id', companyId) id: string): Promise<MessageResponse> {
    return this.companies.toggleStatus(id);
  }

  @Audited('company.reset', 'company')
  @Post(':id/reset')
  @HttpCode(200)
  reset(@Param('id', companyId) id: string): Promise<MessageResponse> {
    return this.companies.reset(id);
  }

  @Audited('subscription.changed', 'company')
  @Post(':id/update-subscription')
  @HttpCode(200)
  updateSubscription(@Param('id', companyId) id: string, @Body() body: UpdateSubscriptionDto): Promise<MessageResponse> {
    return this.companies.updateSubscription(id, body);
  }
}
