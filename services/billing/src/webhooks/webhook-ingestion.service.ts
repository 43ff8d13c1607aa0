import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventEntry } from '@app/contracts';
import { EventBus, Metrics } from '@app/nest-common';
import { billingConfig, BillingConfig } from '../billing.config';
import { BillingCompanies } from '../companies/billing-companies';
import { StripeClient } from '../stripe/stripe-client';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { WebhookEventEntity } from './entities/webhook-event.entity';
import { WebhookEventsRepository } from './webhook-events.repository';
import { decideWebhook, PaymentFailedNotice, subscriptionIdOf, WebhookDecision, WebhookEventLike } from './webhook-rules';

export function toWebhookEventEntry(row: WebhookEventEntity): WebhookEventEntry {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    outcome: row.outcome,
    error: row.error,
    subscriptionId: row.subscriptionId,
    attempts: row.attempts,
  };
}

/**
 * The webhook receiver's work: verify the signature over the raw bytes, store each event once (its id is the
 * key; a redelivery changes nothing), and apply the pure decision of webhook-rules.ts in the same transaction as the
 * event's log row. A handling error rolls the change back and stores the event as Failed (re-processable).
 */
@Injectable()
export class WebhookIngestionService {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    @Inject(billingConfig.KEY) private readonly config: BillingConfig,
    private readonly stripeClient: StripeClient,
    private readonly events: WebhookEventsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly companies: BillingCompanies,
    private readonly bus: EventBus,
    private readonly metrics: Metrics,
  ) {}

  /** Stripe webhook deliveries by outcome: invalid (signature), duplicate, and the stored outcome of new events. */
  private get outcomes() {
    return this.metrics.counter('stripe_webhook_events_total', 'Stripe webhook deliveries, by outcome', ['outcome']);
  }

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!signature) throw new BadRequestException('Missing Stripe-Signature header');
    if (!rawBody) throw new BadRequestException('The webhook body must be JSON');
    let event: WebhookEventLike;
    try {
      event = this.stripeClient.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret) as unknown as WebhookEventLike;
    } catch (error) {
      this.outcomes.inc({ outcome: 'invalid' });
      throw new BadRequestException(`Webhook signature verification failed: ${(error as Error).message}`);
    }
    const duplicate = !(await this.ingest(event));
    if (duplicate) this.outcomes.inc({ outcome: 'duplicate' });
    return { received: true, duplicate };
  }

  /** Stores and applies a verified event; false when it was stored already. */
  async ingest(event: WebhookEventLike): Promise<boolean> {
    const row = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), payload: event as unknown as Record<string, unknown>, subscriptionId: subscriptionIdOf(event) };
    let decision: WebhookDecision;
    try {
      const result = await this.events.transaction(async (em) => {
        if (!(await this.events.insertIfNew(row, 'Processed', null, em))) return null;
        const applied = await this.apply(em, event);
        await this.events.setOutcome(em, event.id, applied.outcome, applied.outcome === 'Processed' ? null : applied.reason, applied.subscriptionId);
        return applied;
      });
      if (!result) return false;
      decision = result;
      this.outcomes.inc({ outcome: result.outcome.toLowerCase() });
    } catch (error) {
      this.outcomes.inc({ outcome: 'failed' });
      const message = (error as Error).message;
      this.logger.error(`Handling ${event.type} ${event.id} failed: ${message}`);
      return this.events.insertIfNew(row, 'Failed', message);
    }
    await this.afterCommit(decision);
    return true;
  }

  /** Re-processes a stored Failed event (from the event log screen). */
  async reprocess(eventId: string): Promise<WebhookEventEntry> {
    const stored = await this.events.find(eventId);
    if (!stored) throw new NotFoundException('Webhook event not found');
    if (stored.outcome !== 'Failed') throw new ConflictException('Only a failed event can be re-processed');
    const event = stored.payload as unknown as WebhookEventLike;
    let decision: WebhookDecision | null = null;
    try {
      decision = await this.events.transaction(async (em) => {
        const applied = await this.apply(em, event);
        await this.events.setOutcome(em, event.id, applied.outcome, applied.outcome === 'Processed' ? null : applied.reason, applied.subscriptionId, true);
        return applied;
      });
    } catch (error) {
      await this.events.setOutcome(null, event.id, 'Failed', (error as Error).message, stored.subscriptionId, true);
    }
    if (decision) await this.afterCommit(decision);
    return toWebhookEventEntry((await this.events.find(eventId))!);
  }

  private async apply(em: EntityManager, event: WebhookEventLike): Promise<WebhookDecision> {
    const subscriptionId = subscriptionIdOf(event);
    const stored = subscriptionId ? await this.subscriptions.lockState(em, subscriptionId) : null;
    const decision = decideWebhook(event, stored);
    if (decision.outcome === 'Processed') await this.subscriptions.applyChange(em, decision.subscriptionId, decision.change, decision.lastEventAt);
    return decision;
  }

  private async afterCommit(decision: WebhookDecision): Promise<void> {
    if (decision.outcome !== 'Processed' || !decision.notify) return;
    try {
      await this.notifyPaymentFailed(decision.notify);
    } catch (error) {
      this.logger.warn(`Could not notify admins of a failed payment: ${(error as Error).message}`);
    }
  }

  /** A system notification to every admin, live through the hub (technical module, `notification.send`). */
  private async notifyPaymentFailed(notice: PaymentFailedNotice): Promise<void> {
    const sub = await this.subscriptions.find(notice.subscriptionId);
    const company = sub ? await this.companies.find(sub.companyId).catch(() => null) : null;
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: notice.currency.toUpperCase() }).format(notice.amountDuePence / 100);
    await this.bus.publish('notification.send', {
      eventId: `stripe-payment-failed-${notice.subscriptionId}-${notice.attemptCount}-${notice.amountDuePence}-${Date.now()}`,
      type: 'Error',
      title: 'Payment failed',
      message: `A payment of ${amount} for ${company?.name ?? 'a company'} failed (subscription ${notice.subscriptionId}). The subscription is past due.`,
      scope: 'AdminOnly',
    });
  }
}
