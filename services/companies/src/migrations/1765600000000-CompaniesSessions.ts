import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-device sessions (issue 13): each sign-in is a row (device, address, created, last seen, expiry); ending one
 * refuses its token from the next request (the token carries the row's id).
 */
export class CompaniesSessions1765600000000 implements MigrationInterface {
  name = 'CompaniesSessions1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies.sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES companies.users(id) ON DELETE CASCADE,
        user_agent varchar(300) NOT NULL DEFAULT '',
        ip_address varchar(64) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON companies.sessions (user_id, expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.sessions`);
  }
}
