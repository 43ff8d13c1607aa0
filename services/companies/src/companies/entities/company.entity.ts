import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BusinessModelFeatures, SubscriptionPlan as PlanId } from '@app/contracts';

@Entity({ schema: 'companies', name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) name!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'subscription_plan', type: 'int', default: 0 }) subscriptionPlan!: PlanId;
  @Column({ name: 'subscription_start_date', type: 'timestamptz' }) subscriptionStartDate!: Date;
  @Column({ name: 'subscription_end_date', type: 'timestamptz', nullable: true }) subscriptionEndDate!: Date | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
  /** null: the default business model. */
  @Column({ name: 'business_model_id', type: 'uuid', nullable: true }) businessModelId!: string | null;
  @Column({ name: 'feature_overrides', type: 'jsonb', default: () => `'{}'` }) featureOverrides!: Partial<BusinessModelFeatures>;
}
