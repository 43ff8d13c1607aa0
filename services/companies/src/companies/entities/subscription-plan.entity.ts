import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SubscriptionPlan as PlanId } from '@app/contracts';

@Entity({ schema: 'companies', name: 'subscription_plans' })
export class SubscriptionPlan {
  @PrimaryColumn({ type: 'int' }) plan!: PlanId;
  @Column({ type: 'varchar' }) name!: string;
  @Column({ name: 'monthly_price', type: 'numeric', precision: 10, scale: 2 }) monthlyPrice!: string;
  @Column({ name: 'max_file_storage_mb', type: 'int' }) maxFileStorageMB!: number;
  @Column({ name: 'max_users', type: 'int' }) maxUsers!: number;
}
