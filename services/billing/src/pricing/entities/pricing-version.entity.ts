import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One pricing configuration as stored after an update (the newest version is the current one). */
@Entity({ schema: 'billing', name: 'pricing_versions' })
export class PricingVersionEntity {
  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ name: 'product_id', type: 'varchar', length: 255 })
  productId!: string;

  @Column({ name: 'base_price_id', type: 'varchar', length: 255 })
  basePriceId!: string;

  @Column({ name: 'per_employee_price_id', type: 'varchar', length: 255 })
  perEmployeePriceId!: string;

  /** Integer pence. */
  @Column({ name: 'base_amount_pence', type: 'integer' })
  baseAmountPence!: number;

  @Column({ name: 'per_employee_amount_pence', type: 'integer' })
  perEmployeeAmountPence!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
