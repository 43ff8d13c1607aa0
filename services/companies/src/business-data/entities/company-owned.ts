import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Columns every business table shares. Minimal business tables: the admin area only counts them (later issues extend the columns). */
export abstract class CompanyOwned {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
