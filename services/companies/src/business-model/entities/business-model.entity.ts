import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BusinessModelConfig } from '@app/contracts';

/** Per-company configuration; the row without a company is the default. */
@Entity({ schema: 'companies', name: 'business_models' })
export class BusinessModel {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid', nullable: true, unique: true }) companyId!: string | null;
  @Column({ type: 'varchar' }) name!: string;
  @Column({ type: 'jsonb' }) configuration!: BusinessModelConfig;
}
