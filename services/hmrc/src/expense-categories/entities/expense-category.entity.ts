import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** hmrc.expense_categories. Names are unique case-insensitively (index on lower(name), see the migration). */
@Entity({ schema: 'hmrc', name: 'expense_categories' })
export class ExpenseCategory {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ name: 'ct600_box_number', type: 'varchar', length: 4, nullable: true })
  ct600BoxNumber!: string | null;

  @Column({ name: 'ct600_description', type: 'varchar', length: 200, nullable: true })
  ct600Description!: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
