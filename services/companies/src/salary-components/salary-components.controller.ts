import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { MessageResponse, SalaryComponentDefaultsPlan, SalaryComponentTemplate } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { SalaryComponentListQuery, SalaryComponentTemplateBody } from './dto/salary-component-template.dto';
import { SALARY_COMPONENT_NOT_FOUND } from './salary-component-rules';
import { SalaryComponentsService } from './salary-components.service';
import { Audited } from '@app/nest-db';

const byId = () => new ParseIdPipe(SALARY_COMPONENT_NOT_FOUND);

/** The catalogue of pay elements (issue 14, docs/salary-components.md). Admin area: Admin only. */
@Controller('admin/salary-component-templates')
@Roles('Admin')
export class SalaryComponentsController {
  constructor(private readonly components: SalaryComponentsService) {}

  @Get()
  list(@Query() query: SalaryComponentListQuery): Promise<SalaryComponentTemplate[]> {
    return this.components.list({ kind: query.kind, active: query.active === undefined ? undefined : query.active === 'true' });
  }

  @Post('defaults/preview')
  @HttpCode(200)
  previewDefaults(): Promise<SalaryComponentDefaultsPlan> {
    return this.components.previewDefaults();
  }

  @Audited('salary-component.defaults-created', 'salary-component', { recordBody: true })
  @Post('defaults')
  @HttpCode(200)
  restoreDefaults(): Promise<SalaryComponentDefaultsPlan> {
    return this.components.restoreDefaults();
  }

  @Get(':id')
  get(@Param('id', byId()) id: string): Promise<SalaryComponentTemplate> {
    return this.components.get(id);
  }

  @Audited('salary-component.created', 'salary-component', { recordBody: true })
  @Post()
  create(@Body() body: SalaryComponentTemplateBody): Promise<SalaryComponentTemplate> {
    return this.components.create(body);
  }

  @Audited('salary-component.updated', 'salary-component', { snapshot: { table: 'companies.salary_component_templates', key: 'id' } })
  @Put(':id')
  update(@Param('id', byId()) id: string, @Body() body: SalaryComponentTemplateBody): Promise<SalaryComponentTemplate> {
    return this.components.update(id, body);
  }

  @Audited('salary-component.activated', 'salary-component', { snapshot: { table: 'companies.salary_component_templates', key: 'id' } })
  @Post(':id/activate')
  @HttpCode(200)
  activate(@Param('id', byId()) id: string): Promise<SalaryComponentTemplate> {
    return this.components.setActive(id, true);
  }

  @Audited('salary-component.deactivated', 'salary-component', { snapshot: { table: 'companies.salary_component_templates', key: 'id' } })
  @Post(':id/deactivate')
  @HttpCode(200)
  deactivate(@Param('id', byId()) id: string): Promise<SalaryComponentTemplate> {
    return this.components.setActive(id, false);
  }

  @Audited('salary-component.deleted', 'salary-component', { snapshot: { table: 'companies.salary_component_templates', key: 'id' } })
  @Delete(':id')
  remove(@Param('id', byId()) id: string): Promise<MessageResponse> {
    return this.components.remove(id);
  }
}
