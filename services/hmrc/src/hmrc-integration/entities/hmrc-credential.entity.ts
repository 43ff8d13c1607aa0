import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HmrcCredentialType } from '@app/contracts';

/** hmrc.credentials. Secrets are vault ciphertexts; at most one active credential per type (partial unique index). */
@Entity({ schema: 'hmrc', name: 'credentials' })
export class HmrcCredentialEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'credential_type', type: 'varchar', length: 16 })
  credentialType!: HmrcCredentialType;

  @Column({ name: 'client_id', type: 'varchar', length: 200, nullable: true })
  clientId!: string | null;

  @Column({ name: 'client_secret_sealed', type: 'text', nullable: true })
  clientSecretSealed!: string | null;

  @Column({ name: 'gateway_user_id', type: 'varchar', length: 100, nullable: true })
  gatewayUserId!: string | null;

  @Column({ name: 'gateway_password_sealed', type: 'text', nullable: true })
  gatewayPasswordSealed!: string | null;

  @Column({ name: 'tax_office_number', type: 'varchar', length: 3, nullable: true })
  taxOfficeNumber!: string | null;

  @Column({ name: 'tax_office_reference', type: 'varchar', length: 10, nullable: true })
  taxOfficeReference!: string | null;

  @Column({ name: 'accounts_office_reference', type: 'varchar', length: 13, nullable: true })
  accountsOfficeReference!: string | null;

  @Column({ name: 'employer_paye_reference', type: 'varchar', length: 14, nullable: true })
  employerPAYEReference!: string | null;

  @Column({ name: 'vat_registration_number', type: 'varchar', length: 9, nullable: true })
  vatRegistrationNumber!: string | null;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
