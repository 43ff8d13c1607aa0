import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FpsField, PensionableEarningsBasis, SalaryComponentCalculation, SalaryComponentKind, StatutoryPayType } from '@app/contracts';

/** One pay element of the platform-wide catalogue; `code` is unique case-insensitively (index on lower(code)). */
@Entity({ schema: 'companies', name: 'salary_component_templates' })
export class SalaryComponentTemplate {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Upper-case. */
  @Column({ type: 'varchar' }) code!: string;
  @Column({ type: 'varchar' }) name!: string;
  @Column({ type: 'varchar', nullable: true }) description!: string | null;
  @Column({ type: 'varchar' }) kind!: SalaryComponentKind;
  @Column({ type: 'varchar' }) calculation!: SalaryComponentCalculation;
  @Column({ name: 'base_component_code', type: 'varchar', nullable: true }) baseComponentCode!: string | null;
  @Column({ name: 'subject_to_income_tax', type: 'boolean' }) subjectToIncomeTax!: boolean;
  @Column({ name: 'subject_to_employee_ni', type: 'boolean' }) subjectToEmployeeNi!: boolean;
  @Column({ name: 'subject_to_employer_ni', type: 'boolean' }) subjectToEmployerNi!: boolean;
  @Column({ type: 'boolean' }) pensionable!: boolean;
  @Column({ name: 'pensionable_earnings_basis', type: 'varchar' }) pensionableEarningsBasis!: PensionableEarningsBasis;
  @Column({ type: 'boolean' }) notional!: boolean;
  @Column({ name: 'net_pay_deduction', type: 'boolean' }) netPayDeduction!: boolean;
  @Column({ name: 'is_statutory_pay', type: 'boolean' }) isStatutoryPay!: boolean;
  @Column({ name: 'statutory_pay_type', type: 'varchar', nullable: true }) statutoryPayType!: StatutoryPayType | null;
  @Column({ name: 'fps_field', type: 'varchar' }) fpsField!: FpsField;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
