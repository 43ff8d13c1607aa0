import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentProviderStatus } from '@app/nest-common';
import { billingConfig } from './billing.config';
import { billingEntities } from './billing.entities';
import { BillingCompanies } from './companies/billing-companies';
import { PricingController } from './pricing/pricing.controller';
import { PricingRepository } from './pricing/pricing.repository';
import { PricingService } from './pricing/pricing.service';
import { StripeClient } from './stripe/stripe-client';
import { StripeProviderStatus } from './stripe/stripe-provider-status';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WebhookEventsController } from './webhooks/webhook-events.controller';
import { WebhookEventsRepository } from './webhooks/webhook-events.repository';
import { WebhookEventsService } from './webhooks/webhook-events.service';
import { WebhookIngestionService } from './webhooks/webhook-ingestion.service';
import { WebhookReceiverController } from './webhooks/webhook-receiver.controller';

/**
 * Owns the `billing` schema: Stripe pricing, subscriptions and the webhook event log (docs/billing.md). Global only
 * to export the PaymentProviderStatus port read by technical's status check.
 */
@Global()
@Module({
  imports: [ConfigModule.forFeature(billingConfig), TypeOrmModule.forFeature(billingEntities)],
  controllers: [PricingController, SubscriptionsController, WebhookEventsController, WebhookReceiverController],
  providers: [
    StripeClient,
    BillingCompanies,
    PricingRepository,
    PricingService,
    SubscriptionsRepository,
    SubscriptionsService,
    WebhookEventsRepository,
    WebhookEventsService,
    WebhookIngestionService,
    { provide: PaymentProviderStatus, useClass: StripeProviderStatus },
  ],
  exports: [PaymentProviderStatus],
})
export class BillingModule {}
