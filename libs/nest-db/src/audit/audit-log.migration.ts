import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's schema (issue 13). Every process that composes a feature module applies it, so a module moved to
 * its own database writes its entries there in the same transaction as its changes. Append-only in the database:
 * a trigger refuses UPDATE, TRUNCATE and any DELETE but the retention purge's (which sets `audit.retention_purge`
 * for its own transaction only).
 */
export class AuditLogInit1765400000000 implements MigrationInterface {
  name = 'AuditLogInit1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS audit`);
    await q.query(`
      CREATE TABLE audit.entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_id uuid NULL,
        actor_email varchar(320) NULL,
        action varchar(100) NOT NULL,
        target_type varchar(50) NULL,
        target_id varchar(200) NULL,
        target_name varchar(300) NULL,
        request_id varchar(64) NULL,
        ip_address varchar(64) NULL,
        changes jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
    await q.query(`CREATE INDEX entries_occurred_idx ON audit.entries (occurred_at DESC, id DESC)`);
    await q.query(`CREATE INDEX entries_action_idx ON audit.entries (action varchar_pattern_ops, occurred_at DESC)`);
    await q.query(`CREATE INDEX entries_target_idx ON audit.entries (target_id, occurred_at DESC)`);
    await q.query(`CREATE INDEX entries_actor_idx ON audit.entries (actor_id, occurred_at DESC)`);
    await q.query(`
      CREATE FUNCTION audit.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('audit.retention_purge', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'Audit entries are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await q.query(`CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON audit.entries FOR EACH ROW EXECUTE FUNCTION audit.refuse_change()`);
    await q.query(`CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON audit.entries FOR EACH STATEMENT EXECUTE FUNCTION audit.refuse_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA audit CASCADE`);
  }
}
