import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { HmrcEnvironment } from '@app/contracts';

/** hmrc.integration_configuration: one row at most (unique `singleton`). */
@Entity({ schema: 'hmrc', name: 'integration_configuration' })
export class HmrcConfigurationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'boolean', default: true })
  singleton!: boolean;

  @Column({ type: 'varchar', length: 16 })
  environment!: HmrcEnvironment;

  @Column({ name: 'base_api_url', type: 'varchar', length: 500 })
  baseApiUrl!: string;

  @Column({ name: 'rti_gateway_url', type: 'varchar', length: 500 })
  rtiGatewayUrl!: string;

  @Column({ name: 'application_name', type: 'varchar', length: 200 })
  applicationName!: string;

  @Column({ name: 'enable_fps_submission', type: 'boolean' })
  enableFPSSubmission!: boolean;

  @Column({ name: 'enable_vat_submission', type: 'boolean' })
  enableVATSubmission!: boolean;

  @Column({ name: 'auto_submit_fps', type: 'boolean' })
  autoSubmitFPS!: boolean;

  @Column({ name: 'auto_submit_vat', type: 'boolean' })
  autoSubmitVAT!: boolean;

  @Column({ name: 'send_email_notifications', type: 'boolean' })
  sendEmailNotifications!: boolean;

  @Column({ name: 'notification_email', type: 'varchar', length: 254 })
  notificationEmail!: string;

  /** Seeded for the offline demo: its URLs follow the in-process simulators; an admin's save clears it. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
