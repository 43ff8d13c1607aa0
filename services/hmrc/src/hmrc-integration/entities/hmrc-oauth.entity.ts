import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** hmrc.oauth_grants: the user-restricted grant ("Authorize with HMRC"), tokens sealed; one row at most. */
@Entity({ schema: 'hmrc', name: 'oauth_grants' })
export class HmrcOAuthGrantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'boolean', default: true })
  singleton!: boolean;

  /** The grant belongs to this application at this host; another client id or base URL means no grant. */
  @Column({ name: 'client_id', type: 'varchar', length: 200 })
  clientId!: string;

  @Column({ name: 'base_api_url', type: 'varchar', length: 500 })
  baseApiUrl!: string;

  @Column({ name: 'access_token_sealed', type: 'text' })
  accessTokenSealed!: string;

  @Column({ name: 'refresh_token_sealed', type: 'text', nullable: true })
  refreshTokenSealed!: string | null;

  @Column({ type: 'varchar', length: 500 })
  scope!: string;

  @Column({ name: 'access_expires_at', type: 'timestamptz' })
  accessExpiresAt!: Date;

  @Column({ name: 'granted_at', type: 'timestamptz' })
  grantedAt!: Date;
}

/** hmrc.oauth_states: pending authorizations; the `state` is single-use and kept only as its SHA-256. */
@Entity({ schema: 'hmrc', name: 'oauth_states' })
export class HmrcOAuthStateEntity {
  @PrimaryColumn({ name: 'state_hash', type: 'varchar', length: 64 })
  stateHash!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  @Column({ name: 'redirect_uri', type: 'varchar', length: 500 })
  redirectUri!: string;

  @Column({ name: 'return_origin', type: 'varchar', length: 500 })
  returnOrigin!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
