import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FiscalParameterFieldChange } from '@app/contracts';

/** hmrc.fiscal_parameter_changes: who created or edited a tax year, when, and each changed field before/after. */
@Entity({ schema: 'hmrc', name: 'fiscal_parameter_changes' })
export class FiscalParameterChangeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'tax_year', type: 'varchar', length: 7 })
  taxYear!: string;

  @Column({ type: 'varchar', length: 10 })
  action!: 'created' | 'updated';

  @Column({ name: 'copied_from', type: 'varchar', length: 7, nullable: true })
  copiedFrom!: string | null;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  @Column({ name: 'changed_by', type: 'varchar', length: 254 })
  changedBy!: string;

  @Column({ type: 'jsonb' })
  changes!: FiscalParameterFieldChange[];
}
