import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per (notification, user): delivered to at least one of the user's connections, and when it was read. */
@Entity({ schema: 'technical', name: 'notification_receipts' })
export class NotificationReceipt {
  @PrimaryColumn({ name: 'notification_id', type: 'uuid' }) notificationId!: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'delivered_at', type: 'timestamptz' }) deliveredAt!: Date;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt!: Date | null;
}
