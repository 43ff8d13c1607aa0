import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'recurring_expenses' })
export class RecurringExpense extends CompanyOwned {
  @Column({ type: 'varchar' }) description!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount!: string;
}
