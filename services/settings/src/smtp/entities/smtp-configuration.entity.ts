import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An outbound mail server. At most one row is active (partial unique index, see the migration). */
@Entity({ schema: 'settings', name: 'smtp_configurations' })
export class SmtpConfigurationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100 })
  displayName!: string;

  @Column({ type: 'varchar', length: 255 })
  host!: string;

  @Column({ type: 'integer', default: 587 })
  port!: number;

  @Column({ type: 'varchar', length: 255 })
  username!: string;

  /** Vault ciphertext (`v1:iv:tag:data`, AES-256-GCM). Never the plain password; never leaves the module. */
  @Column({ name: 'password_encrypted', type: 'text' })
  passwordEncrypted!: string;

  @Column({ name: 'from_email', type: 'varchar', length: 254 })
  fromEmail!: string;

  @Column({ name: 'from_name', type: 'varchar', length: 100 })
  fromName!: string;

  @Column({ name: 'enable_ssl', type: 'boolean', default: true })
  enableSsl!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  @Column({ name: 'use_default_credentials', type: 'boolean', default: false })
  useDefaultCredentials!: boolean;

  @Column({ name: 'timeout_seconds', type: 'integer', default: 30 })
  timeoutSeconds!: number;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'last_tested_date', type: 'timestamptz', nullable: true })
  lastTestedDate!: Date | null;

  @Column({ name: 'last_test_successful', type: 'boolean', nullable: true })
  lastTestSuccessful!: boolean | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
