import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side search of the company, user and invitation lists (issue 12): trigram indexes make `ILIKE '%fragment%'`
 * an index scan. `pg_trgm` ships with PostgreSQL's contrib package and with PGlite; where it cannot be created (no
 * privilege, a server without contrib) the migration leaves it out and search still works, by scanning.
 */
export class CompaniesListSearch1765300000000 implements MigrationInterface {
  name = 'CompaniesListSearch1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
        END IF;
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'pg_trgm not created (insufficient privilege): list search scans';
      END $$`);
    const [{ installed }] = await q.query(`SELECT count(*)::int AS installed FROM pg_extension WHERE extname = 'pg_trgm'`);
    if (installed) {
      await q.query(`CREATE INDEX companies_name_trgm ON companies.companies USING gin (name gin_trgm_ops)`);
      await q.query(`CREATE INDEX users_search_trgm ON companies.users USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`);
      await q.query(`CREATE INDEX invitations_email_trgm ON companies.invitations USING gin (email gin_trgm_ops)`);
    }
    // Sorting and paging: the default orders of the lists (invitations already have theirs).
    await q.query(`CREATE INDEX companies_lower_name ON companies.companies (lower(name), id)`);
    await q.query(`CREATE INDEX users_created_at ON companies.users (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['companies_name_trgm', 'users_search_trgm', 'invitations_email_trgm', 'companies_lower_name', 'users_created_at']) {
      await q.query(`DROP INDEX IF EXISTS companies.${index}`);
    }
  }
}
