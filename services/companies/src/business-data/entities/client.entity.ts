import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'clients' })
export class Client extends CompanyOwned {
  @Column({ type: 'varchar' }) name!: string;
}
