import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in throttling by counters instead of one row per failure: one row per account (lower-case e-mail) and one per
 * client address, each a fixed window. A reservation increments both rows in one statement under their row locks,
 * so concurrent attempts cannot all read "below the limit" (the old read-then-insert could).
 */
export class CompaniesSignInCounters1764600000000 implements MigrationInterface {
  name = 'CompaniesSignInCounters1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.sign_in_attempts`);
    await q.query(`
      CREATE TABLE companies.sign_in_counters (
        key varchar(400) PRIMARY KEY,
        window_started_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.sign_in_counters`);
    await q.query(`
      CREATE TABLE companies.sign_in_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(320) NOT NULL,
        ip varchar(64) NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sign_in_attempts_lookup ON companies.sign_in_attempts (email, ip, attempted_at)`);
  }
}
