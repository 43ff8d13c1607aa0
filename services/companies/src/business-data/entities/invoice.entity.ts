import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'invoices' })
export class Invoice extends CompanyOwned {
  @Column({ type: 'varchar' }) number!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0 }) total!: string;
}
