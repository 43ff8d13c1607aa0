import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { SmtpConfiguration, SmtpTestResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { CreateSmtpConfigurationDto, TestSmtpConfigurationDto, UpdateSmtpConfigurationDto } from './dto/smtp-configuration.dto';
import { SmtpConfigurationService } from './smtp-configuration.service';
import { SMTP_NOT_FOUND } from './smtp-configuration-rules';
import { Audited } from '@app/nest-db';

const ById = () => Param('id', new ParseIdPipe(SMTP_NOT_FOUND));

/** Spec section 7 "SMTP" (the mail log is its own resource: ../mail-log). Admin only. */
@Roles('Admin')
@Controller('smtpconfiguration')
export class SmtpConfigurationController {
  constructor(private readonly service: SmtpConfigurationService) {}

  @Get()
  list(): Promise<SmtpConfiguration[]> {
    return this.service.list();
  }

  @Audited('smtp.created', 'smtp-configuration', { recordBody: true })
  @Post()
  create(@Body() dto: CreateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    return this.service.create(dto);
  }

  @Audited('smtp.updated', 'smtp-configuration', { snapshot: { table: 'settings.smtp_configurations', key: 'id' } })
  @Put(':id')
  update(@ById() id: string, @Body() dto: UpdateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    return this.service.update(id, dto);
  }

  @Audited('smtp.deleted', 'smtp-configuration', { snapshot: { table: 'settings.smtp_configurations', key: 'id' } })
  @Delete(':id')
  @HttpCode(204)
  async remove(@ById() id: string): Promise<void> {
    await this.service.remove(id);
  }

  @Audited('smtp.activated', 'smtp-configuration', { snapshot: { table: 'settings.smtp_configurations', key: 'id' } })
  @Post(':id/activate')
  @HttpCode(200)
  activate(@ById() id: string): Promise<SmtpConfiguration> {
    return this.service.activate(id);
  }

  @Audited('smtp.test-sent', 'smtp-configuration', { recordBody: true })
  @Post(':id/test')
  @HttpCode(200)
  test(@ById() id: string, @Body() dto: TestSmtpConfigurationDto): Promise<SmtpTestResponse> {
    return this.service.test(id, dto);
  }
}
