import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { BusinessModelCompaniesPage, BusinessModelConfig, BusinessModelDto, CompanyBusinessModelDto, MessageResponse } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { PagedQueryDto, ParseIdPipe } from '@app/nest-common';
import { COMPANY_MESSAGES } from '../companies/company-rules';
import { BUSINESS_MODEL_NOT_FOUND } from './business-model-rules';
import { BusinessModelService } from './business-model.service';
import { AssignBusinessModelBody, BusinessModelBody, CompanyBusinessModelBody } from './dto/business-model.dto';
import { Audited } from '@app/nest-db';

const modelId = () => new ParseIdPipe(BUSINESS_MODEL_NOT_FOUND);
const COMPANIES_PAGE_SIZE = 25;

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

/** The catalogue of business models (issue 14, docs/business-models.md). Admin area: Admin only. */
@Controller('admin/business-models')
@Roles('Admin')
export class AdminBusinessModelsController {
  constructor(private readonly businessModels: BusinessModelService) {}

  @Get()
  list(): Promise<BusinessModelDto[]> {
    return this.businessModels.list();
  }

  @Get(':id')
  get(@Param('id', modelId()) id: string): Promise<BusinessModelDto> {
    return this.businessModels.get(id);
  }

  @Audited('business-model.created', 'business-model', { recordBody: true })
  @Post()
  create(@Body() body: BusinessModelBody): Promise<BusinessModelDto> {
    return this.businessModels.create(body);
  }

  @Audited('business-model.updated', 'business-model', { snapshot: { table: 'companies.business_models', key: 'id' } })
  @Put(':id')
  update(@Param('id', modelId()) id: string, @Body() body: BusinessModelBody): Promise<BusinessModelDto> {
    return this.businessModels.update(id, body);
  }

  @Audited('business-model.deleted', 'business-model', { snapshot: { table: 'companies.business_models', key: 'id' } })
  @Delete(':id')
  remove(@Param('id', modelId()) id: string): Promise<MessageResponse> {
    return this.businessModels.remove(id);
  }

  @Audited('business-model.made-default', 'business-model')
  @Post(':id/default')
  @HttpCode(200)
  makeDefault(@Param('id', modelId()) id: string): Promise<BusinessModelDto> {
    return this.businessModels.makeDefault(id);
  }

  @Get(':id/companies')
  companies(@Param('id', modelId()) id: string, @Query() query: PagedQueryDto): Promise<BusinessModelCompaniesPage> {
    return this.businessModels.companies(id, query.page ?? 1, query.pageSize ?? COMPANIES_PAGE_SIZE);
  }

  @Audited('business-model.assigned', 'business-model', { recordBody: true })
  @Post(':id/companies')
  @HttpCode(200)
  assign(@Param('id', modelId()) id: string, @Body() body: AssignBusinessModelBody): Promise<MessageResponse> {
    return this.businessModels.assign(id, body);
  }
}

/** A company's business model and overrides, from the Companies screen. Admin only. */
@Controller('admin/companies')
@Roles('Admin')
export class CompanyBusinessModelController {
  constructor(private readonly businessModels: BusinessModelService) {}

  @Get(':id/business-model')
  get(@Param('id', new ParseIdPipe(COMPANY_MESSAGES.notFound)) id: string): Promise<CompanyBusinessModelDto> {
    return this.businessModels.companyModel(id);
  }

  @Audited('company.business-model-changed', 'company', { snapshot: { table: 'companies.companies', key: 'id' } })
  @Put(':id/business-model')
  set(@Param('id', new ParseIdPipe(COMPANY_MESSAGES.notFound)) id: string, @Body() body: CompanyBusinessModelBody): Promise<CompanyBusinessModelDto> {
    return this.businessModels.setCompanyModel(id, body);
  }
}
