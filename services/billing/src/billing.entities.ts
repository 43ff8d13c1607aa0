import { PricingVersionEntity } from './pricing/entities/pricing-version.entity';
import { CustomerEntity } from './subscriptions/entities/customer.entity';
import { SubscriptionEntity } from './subscriptions/entities/subscription.entity';
import { WebhookEventEntity } from './webhooks/entities/webhook-event.entity';

export const billingEntities = [PricingVersionEntity, CustomerEntity, SubscriptionEntity, WebhookEventEntity];
