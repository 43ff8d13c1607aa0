import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (TOTP, RFC 6238; issue 13): per user a sealed secret (pending until a first code proves the
 * authenticator has it), the last time step accepted (a code works once), ten hashed single-use recovery codes, and
 * the short-lived single-use challenges between the password step and the code step.
 */
export class CompaniesTwoFactor1765500000000 implements MigrationInterface {
  name = 'CompaniesTwoFactor1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies.two_factor (
        user_id uuid PRIMARY KEY REFERENCES companies.users(id) ON DELETE CASCADE,
        secret_sealed text NULL,
        pending_secret_sealed text NULL,
        enabled_at timestamptz NULL,
        last_time_step bigint NULL
      )`);
    await q.query(`
      CREATE TABLE companies.two_factor_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES companies.users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX two_factor_recovery_codes_user_idx ON companies.two_factor_recovery_codes (user_id)`);
    await q.query(`
      CREATE TABLE companies.two_factor_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES companies.users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX two_factor_challenges_expiry_idx ON companies.two_factor_challenges (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.two_factor_challenges`);
    await q.query(`DROP TABLE companies.two_factor_recovery_codes`);
    await q.query(`DROP TABLE companies.two_factor`);
  }
}
