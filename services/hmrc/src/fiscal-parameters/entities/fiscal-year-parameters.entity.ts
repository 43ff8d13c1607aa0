import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RateTableDto, TaxRegionKey } from '@app/contracts';

/** hmrc.fiscal_parameters: one row per tax year, the data the PAYE engine runs on (seeded from @app/paye). */
@Entity({ schema: 'hmrc', name: 'fiscal_parameters' })
export class FiscalYearParametersEntity {
  /** '2025-26' */
  @PrimaryColumn({ name: 'tax_year', type: 'varchar', length: 7 })
  taxYear!: string;

  /** '25-26' */
  @Column({ name: 'short_label', type: 'varchar', length: 5, unique: true })
  shortLabel!: string;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  @Column({ name: 'personal_allowance', type: 'integer' })
  personalAllowance!: number;

  @Column({ name: 'personal_allowance_taper_threshold', type: 'integer' })
  personalAllowanceTaperThreshold!: number;

  @Column({ name: 'emergency_tax_code', type: 'varchar', length: 20 })
  emergencyTaxCode!: string;

  /** Exact decimal text from the driver ('50.00'); converted at the edge. */
  @Column({ name: 'regulatory_limit_percent', type: 'numeric', precision: 5, scale: 2 })
  regulatoryLimitPercent!: string;

  /** Bands per region: { restOfUk, wales, scotland } -> { bands: [{ name, width, ratePercent }], basicRateBandIndex }. */
  @Column({ name: 'rate_tables', type: 'jsonb' })
  rateTables!: Record<TaxRegionKey, RateTableDto>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
