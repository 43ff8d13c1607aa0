import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The one Stripe customer of a company. */
@Entity({ schema: 'billing', name: 'customers' })
export class CustomerEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
