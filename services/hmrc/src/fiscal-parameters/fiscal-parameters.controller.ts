import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import type { FiscalYearParametersDto } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { FiscalYearParametersBody, NewFiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import { FiscalParametersService } from './fiscal-parameters.service';

/** Tax-year parameters the PAYE engine runs on: a new tax year is data entry, not a release. Admin only. */
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

  @Post()
  create(@Body() body: NewFiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    return this.parameters.create(body);
  }

  @Put(':taxYear')
  update(@Param('taxYear') taxYear: string, @Body() body: FiscalYearParametersBody): Promise<FiscalYearParametersDto> {
    return this.parameters.update(taxYear, body);
  }
}
