import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BusinessModelDefaults, BusinessModelFeatures } from '@app/contracts';

/** A named configuration companies are assigned (companies.business_model_id); the default one serves the rest. */
@Entity({ schema: 'companies', name: 'business_models' })
export class BusinessModel {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) description!: string | null;
  @Column({ type: 'jsonb' }) features!: BusinessModelFeatures;
  @Column({ type: 'jsonb' }) defaults!: BusinessModelDefaults;
  @Column({ name: 'expense_categories', type: 'jsonb', default: () => `'[]'` }) expenseCategories!: string[];
  @Column({ name: 'is_default', type: 'boolean', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
