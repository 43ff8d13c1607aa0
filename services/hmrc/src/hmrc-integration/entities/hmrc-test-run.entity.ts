import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HmrcEnvironment, HmrcTestResult } from '@app/contracts';

/** hmrc.connection_test_runs: every POST test-connection, with its whole answer (no secrets are in it). */
@Entity({ schema: 'hmrc', name: 'connection_test_runs' })
export class HmrcTestRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ name: 'tested_at', type: 'timestamptz' })
  testedAt!: Date;

  @Column({ name: 'tested_by', type: 'varchar', length: 254 })
  testedBy!: string;

  @Column({ type: 'varchar', length: 16 })
  environment!: HmrcEnvironment;

  @Column({ name: 'api_connected', type: 'boolean' })
  apiConnected!: boolean;

  @Column({ name: 'rti_connected', type: 'boolean' })
  rtiConnected!: boolean;

  @Column({ type: 'jsonb' })
  result!: HmrcTestResult;
}
