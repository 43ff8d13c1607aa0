import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type MailLogStatusValue = 'Sent' | 'Failed';

/** One message the product sent or failed to send (tests included). Kept for MAIL_LOG_RETENTION_DAYS. */
@Entity({ schema: 'settings', name: 'mail_log' })
@Index('IX_mail_log_created_at', ['createdAt'])
export class MailLogEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 320 })
  recipient!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: MailLogStatusValue;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ name: 'is_test', type: 'boolean', default: false })
  isTest!: boolean;

  /** The configuration used (null when none was active). Not a foreign key: the log outlives deleted configurations. */
  @Column({ name: 'configuration_id', type: 'uuid', nullable: true })
  configurationId!: string | null;

  /** Display name at sending time. */
  @Column({ name: 'configuration_name', type: 'varchar', length: 100, nullable: true })
  configurationName!: string | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs!: number | null;
}
