import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { HmrcConfiguration } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { HmrcConfigurationService } from './hmrc-configuration.service';
import { Audited } from '@app/nest-db';

/** Spec section 7 "HMRC": GET/POST /api/admin/hmrc/configuration. */
@Controller('admin/hmrc/configuration')
@Roles('Admin')
export class HmrcConfigurationController {
  constructor(private readonly configuration: HmrcConfigurationService) {}

  @Get()
  get(): Promise<HmrcConfiguration> {
    return this.configuration.get();
  }

  /** Validated by the pure rules (hmrc-configuration-rules.ts). Answers the saved configuration. */
  @Audited('hmrc.configuration-saved', 'hmrc-configuration', { snapshot: { table: 'hmrc.integration_configuration' } })
  @Post()
  @HttpCode(200)
  save(@Body() body: Record<string, unknown>): Promise<HmrcConfiguration> {
    return this.configuration.save(body);
  }
}
