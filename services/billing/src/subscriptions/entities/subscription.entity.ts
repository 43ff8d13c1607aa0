import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { StripeSubscriptionStatus } from '@app/contracts';

/**
 * A company's Stripe subscription as we last learned it (create/sync/cancel answers and webhooks). At most one
 * live (not canceled / incomplete_expired) subscription per company (partial unique index).
 */
@Entity({ schema: 'billing', name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId!: string;

  @Column({ type: 'varchar', length: 30 })
  status!: StripeSubscriptionStatus;

  @Column({ name: 'base_item_id', type: 'varchar', length: 255 })
  baseItemId!: string;

  @Column({ name: 'per_employee_item_id', type: 'varchar', length: 255 })
  perEmployeeItemId!: string;

  @Column({ name: 'base_price_id', type: 'varchar', length: 255 })
  basePriceId!: string;

  @Column({ name: 'per_employee_price_id', type: 'varchar', length: 255 })
  perEmployeePriceId!: string;

  @Column({ name: 'base_amount_pence', type: 'integer' })
  baseAmountPence!: number;

  @Column({ name: 'per_employee_amount_pence', type: 'integer' })
  perEmployeeAmountPence!: number;

  @Column({ name: 'employee_count', type: 'integer' })
  employeeCount!: number;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart!: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;

  @Column({ name: 'cancellation_reason', type: 'text', nullable: true })
  cancellationReason!: string | null;

  /** `created` (Unix seconds) of the newest Stripe event applied: older events do not roll the state back. */
  @Column({ name: 'last_event_at', type: 'integer', nullable: true })
  lastEventAt!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
