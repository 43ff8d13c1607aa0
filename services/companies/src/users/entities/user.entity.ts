import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@app/contracts';
import { Company } from '../../companies/entities/company.entity';

@Entity({ schema: 'companies', name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'first_name', type: 'varchar' }) firstName!: string;
  @Column({ name: 'last_name', type: 'varchar' }) lastName!: string;
  /** Always stored lower-cased (a CHECK constraint enforces it). */
  @Column({ type: 'varchar', unique: true }) email!: string;
  @Column({ name: 'email_confirmed', type: 'boolean', default: false }) emailConfirmed!: boolean;
  @Column({ name: 'password_hash', type: 'varchar' }) passwordHash!: string;
  @Column({ type: 'varchar' }) role!: Role;
  @Column({ name: 'company_id', type: 'uuid', nullable: true }) companyId!: string | null;
  @ManyToOne(() => Company, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'company_id' })
  company?: Company | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
  @Column({ name: 'last_login_date', type: 'timestamptz', nullable: true }) lastLoginDate!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** Part of every token (`sv`); incrementing it ends all of the user's sessions. */
  @Column({ name: 'session_version', type: 'int', default: 0 }) sessionVersion!: number;
}
