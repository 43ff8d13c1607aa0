import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'employees' })
export class Employee extends CompanyOwned {
  @Column({ name: 'first_name', type: 'varchar' }) firstName!: string;
  @Column({ name: 'last_name', type: 'varchar' }) lastName!: string;
}
