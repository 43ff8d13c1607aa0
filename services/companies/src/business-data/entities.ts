import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// Minimal business tables: the admin area only counts them (later issues extend the columns).

abstract class CompanyOwned {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity({ schema: 'companies', name: 'employees' })
export class Employee extends CompanyOwned {
  @Column({ name: 'first_name', type: 'varchar' }) firstName!: string;
  @Column({ name: 'last_name', type: 'varchar' }) lastName!: string;
}

@Entity({ schema: 'companies', name: 'clients' })
export class Client extends CompanyOwned {
  @Column({ type: 'varchar' }) name!: string;
}

@Entity({ schema: 'companies', name: 'invoices' })
export class Invoice extends CompanyOwned {
  @Column({ type: 'varchar' }) number!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0 }) total!: string;
}

@Entity({ schema: 'companies', name: 'expenses' })
export class Expense extends CompanyOwned {
  @Column({ type: 'varchar' }) description!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount!: string;
}

@Entity({ schema: 'companies', name: 'recurring_expenses' })
export class RecurringExpense extends CompanyOwned {
  @Column({ type: 'varchar' }) description!: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount!: string;
}

@Entity({ schema: 'companies', name: 'stored_files' })
export class StoredFile extends CompanyOwned {
  @Column({ type: 'varchar' }) name!: string;
  /** bigint: the pg driver returns it as a string. */
  @Column({ name: 'size_bytes', type: 'bigint' }) sizeBytes!: string;
  @Column({ name: 'storage_path', type: 'varchar' }) storagePath!: string;
}

export const businessDataEntities = [Employee, Client, Invoice, Expense, RecurringExpense, StoredFile];
