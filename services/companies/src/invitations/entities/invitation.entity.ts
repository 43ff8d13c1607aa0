import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvitationRole } from '@app/contracts';

/** An invitation to create a company (no company) or to join an existing company. */
@Entity({ schema: 'companies', name: 'invitations' })
export class Invitation {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Lower-cased. */
  @Column({ type: 'varchar' }) email!: string;
  /** Null for company-creation invitations. */
  @Column({ name: 'company_id', type: 'uuid', nullable: true }) companyId!: string | null;
  @Column({ type: 'varchar' }) role!: InvitationRole;
  /** SHA-256 of the token: the lookup key when the link is redeemed. */
  @Column({ name: 'token_hash', type: 'varchar' }) tokenHash!: string;
  /** The token sealed by the Vault (AES-256-GCM), so that an admin can copy the link while it is valid. */
  @Column({ name: 'token_encrypted', type: 'varchar' }) tokenEncrypted!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'is_used', type: 'boolean', default: false }) isUsed!: boolean;
  /** The registered user's id, or REVOKED_BY_ADMIN. */
  @Column({ name: 'used_by_user_id', type: 'varchar', nullable: true }) usedByUserId!: string | null;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  /** True once the link was e-mailed: registering through it then confirms the e-mail address. */
  @Column({ type: 'boolean', default: false }) emailed!: boolean;
  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true }) createdByUserId!: string | null;
}
