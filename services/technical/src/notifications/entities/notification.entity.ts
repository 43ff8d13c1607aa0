import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'technical', name: 'notifications' })
export class Notification {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) title!: string;
  @Column({ type: 'text' }) message!: string;
  @Column({ type: 'varchar' }) type!: string;
  @Column({ type: 'varchar' }) scope!: string;
  @Column({ name: 'target_company_ids', type: 'uuid', array: true, default: () => `'{}'` }) targetCompanyIds!: string[];
  @Column({ name: 'target_user_ids', type: 'uuid', array: true, default: () => `'{}'` }) targetUserIds!: string[];
  @Column({ name: 'requires_action', type: 'boolean', default: false }) requiresAction!: boolean;
  @Column({ name: 'action_url', type: 'varchar', nullable: true }) actionUrl!: string | null;
  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true }) scheduledFor!: Date | null;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt!: Date | null;
  /** Set when the live delivery was published (immediately, or by the scheduler at scheduledFor). */
  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true }) dispatchedAt!: Date | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy!: string | null;
  /** Idempotency key of notifications published by other modules through the event bus. */
  @Column({ name: 'source_event_id', type: 'varchar', nullable: true, unique: true }) sourceEventId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
