import { Body, Controller, Get, HttpCode, Param, Post, Query, UseFilters } from '@nestjs/common';
import type { CancelSubscriptionAnswer, SubscriptionOverviewPage, SubscriptionStatus, SyncEmployeeCountAnswer } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { StripeErrorFilter } from '../stripe/stripe-errors';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { OverviewQueryDto } from './dto/overview-query.dto';
import { SubscriptionsService } from './subscriptions.service';
import { Audited } from '@app/nest-db';

/** Spec 7's subscription calls under /api/stripe, plus the paged overview list. Admin only. */
@Roles('Admin')
@UseFilters(StripeErrorFilter)
@Controller('stripe')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscriptions')
  overview(@Query() query: OverviewQueryDto): Promise<SubscriptionOverviewPage> {
    return this.subscriptions.overview(query);
  }

  @Get('subscription-status/:subscriptionId')
  status(@Param('subscriptionId') subscriptionId: string): Promise<SubscriptionStatus> {
    return this.subscriptions.status(subscriptionId);
  }

  @Audited('subscription.created', 'company', { recordBody: true })
  @Post('create-subscription')
  @HttpCode(200)
  create(@Body() dto: CreateSubscriptionDto): Promise<SubscriptionStatus> {
    return this.subscriptions.create(dto);
  }

  /** Body: the reason as a JSON string (spec 7); blank = "Admin cancellation". */
  @Audited('subscription.cancelled', 'subscription')
  @Post('cancel-subscription/:subscriptionId')
  @HttpCode(200)
  cancel(@Param('subscriptionId') subscriptionId: string, @Body() reason: unknown): Promise<CancelSubscriptionAnswer> {
    return this.subscriptions.cancel(subscriptionId, isEmptyBody(reason) ? undefined : reason);
  }

  /** Body: the company id as a JSON value (spec 7). */
  @Audited('subscription.employee-count-synced', 'company', { recordBody: true })
  @Post('sync-employee-count')
  @HttpCode(200)
  sync(@Body() companyId: unknown): Promise<SyncEmployeeCountAnswer> {
    return this.subscriptions.syncEmployeeCount(companyId);
  }
}

/** No body at all reaches us as undefined or `{}`. */
function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body as object).length === 0);
}
