import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'expenses' })
export class Expense extends CompanyOwned {
  @Column({ type: 'varchar' }) description!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount!: string;
}
