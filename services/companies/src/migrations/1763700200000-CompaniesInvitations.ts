import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invitations, password reset tokens, and the index the company list's aggregate query uses. */
export class CompaniesInvitations1763700200000 implements MigrationInterface {
  name = 'CompaniesInvitations1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies.invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL CHECK (email = lower(email)),
        company_id uuid REFERENCES companies.companies(id) ON DELETE CASCADE,
        role varchar(20) NOT NULL CHECK (role IN ('Manager', 'Employee')),
        token_hash char(64) NOT NULL UNIQUE,
        token_encrypted varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        is_used boolean NOT NULL DEFAULT false,
        used_by_user_id varchar(64),
        used_at timestamptz,
        emailed boolean NOT NULL DEFAULT false,
        created_by_user_id uuid,
        CHECK (company_id IS NOT NULL OR role = 'Manager')
      )`);
    await q.query(`CREATE INDEX invitations_email ON companies.invitations (email)`);
    await q.query(`CREATE INDEX invitations_company_id ON companies.invitations (company_id)`);
    await q.query(`CREATE INDEX invitations_created_at ON companies.invitations (created_at DESC)`);
    await q.query(`
      CREATE TABLE companies.password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES companies.users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_id ON companies.password_reset_tokens (user_id)`);
    // Lets the company list sum file sizes per company from the index alone (no heap visits).
    await q.query(`CREATE INDEX stored_files_company_size ON companies.stored_files (company_id) INCLUDE (size_bytes)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX companies.stored_files_company_size`);
    await q.query(`DROP TABLE companies.password_reset_tokens`);
    await q.query(`DROP TABLE companies.invitations`);
  }
}
