import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookEventOutcome } from '@app/contracts';

/** One verified Stripe event, stored once (its id is the key): the webhook event log. */
@Entity({ schema: 'billing', name: 'webhook_events' })
@Index('IX_webhook_events_received_at', ['receivedAt'])
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  /** Stripe's `created`. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ type: 'varchar', length: 20 })
  outcome!: WebhookEventOutcome;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'subscription_id', type: 'varchar', length: 255, nullable: true })
  subscriptionId!: string | null;

  @Column({ type: 'integer', default: 1 })
  attempts!: number;

  /** The event as received (re-processing reads it). */
  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;
}
