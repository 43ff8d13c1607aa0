import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import type { FiscalParameterChangeDto, FiscalYearParametersDto } from '@app/contracts';
import { CurrentUser, Roles, type SessionUser } from '@app/nest-auth';
import { FiscalYearParametersBody, NewFiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import { FiscalParametersService } from './fiscal-parameters.service';
import { Audited } from '@app/nest-db';

/**
 * Tax-year parameters the PAYE engine runs on: a new tax year is data entry, not a release. Admin only.
 * Rules (docs/fiscal-parameters.md): years are added in order, a year is editable until its 6 April, every change
 * is kept in the year's history.
 */
@Controller('fiscalparameters')
@Roles('Admin')
export class FiscalParametersController {
  constructor(private readonly parameters: FiscalParametersService) {}

  @Get()
  list(): Promise<FiscalYearParametersDto[]> {
    return this.parameters.list();
  }

  @Get(':taxYear')
  get(@Param('taxYear') taxYear: string): Promise<FiscalYearParametersDto> {
    return this.parameters.get(taxYear);
  }

  @Get(':taxYear/history')
  history(@Param('taxYear') taxYear: string): Promise<FiscalParameterChangeDto[]> {
    return this.parameters.history(taxYear);
  }

  @Audited('fiscal-parameters.created', 'tax-year', { recordBody: true })
  @Post()
  create(@Body() body: NewFiscalYearParametersBody, @CurrentUser() user: SessionUser): Promise<FiscalYearParametersDto> {
    return this.parameters.create(body, user.email);
  }

  /** The next tax year from the figures of `{taxYear}` as the admin changed them; the history records the differences. */
  @Audited('fiscal-parameters.copied', 'tax-year', { recordBody: true })
  @Post(':taxYear/copy')
  copy(@Param('taxYear') source: string, @Body() body: NewFiscalYearParametersBody, @CurrentUser() user: SessionUser): Promise<FiscalYearParametersDto> {
    return this.parameters.create(body, user.email, source);
  }

  @Audited('fiscal-parameters.updated', 'tax-year', { snapshot: { table: 'hmrc.fiscal_parameters', key: 'tax_year' } })
  @Put(':taxYear')
  update(@Param('taxYear') taxYear: string, @Body() body: FiscalYearParametersBody, @CurrentUser() user: SessionUser): Promise<FiscalYearParametersDto> {
    return this.parameters.update(taxYear, body, user.email);
  }
}
