import { Column, Entity } from 'typeorm';
import { CompanyOwned } from './company-owned';

@Entity({ schema: 'companies', name: 'stored_files' })
export class StoredFile extends CompanyOwned {
  @Column({ type: 'varchar' }) name!: string;
  /** bigint: the pg driver returns it as a string. */
  @Column({ name: 'size_bytes', type: 'bigint' }) sizeBytes!: string;
  @Column({ name: 'storage_path', type: 'varchar' }) storagePath!: string;
}
