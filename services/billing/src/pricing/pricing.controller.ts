import { Body, Controller, Get, HttpCode, Post, UseFilters } from '@nestjs/common';
import type { PricingConfig, PricingConfigAnswer } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { StripeErrorFilter } from '../stripe/stripe-errors';
import { PricingConfigDto } from './dto/pricing-config.dto';
import { PricingService } from './pricing.service';
import { Audited } from '@app/nest-db';

/** GET/POST /api/stripe/pricing-config. Admin only. */
@Roles('Admin')
@UseFilters(StripeErrorFilter)
@Controller('stripe/pricing-config')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  current(): Promise<PricingConfigAnswer> {
    return this.pricing.current();
  }

  @Audited('pricing.changed', 'pricing', { recordBody: true })
  @Post()
  @HttpCode(200)
  update(@Body() dto: PricingConfigDto): Promise<PricingConfig> {
    return this.pricing.update(dto);
  }
}
