import { MigrationInterface, QueryRunner } from 'typeorm';

/** System notifications, per-user delivery/read receipts and the vault canary of the status page. */
export class Notifications1763700004100 implements MigrationInterface {
  name = 'Notifications1763700004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE technical.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        message text NOT NULL,
        type varchar(50) NOT NULL,
        scope varchar(20) NOT NULL CHECK (scope IN ('AllUsers', 'AdminOnly', 'CompanySpecific', 'SpecificUsers')),
        target_company_ids uuid[] NOT NULL DEFAULT '{}',
        target_user_ids uuid[] NOT NULL DEFAULT '{}',
        requires_action boolean NOT NULL DEFAULT false,
        action_url varchar(1000),
        scheduled_for timestamptz,
        expires_at timestamptz,
        dispatched_at timestamptz,
        created_by uuid,
        source_event_id varchar(200) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The scheduler's claim query: undispatched notifications by due time.
    await q.query(`CREATE INDEX notifications_undispatched ON technical.notifications (scheduled_for) WHERE dispatched_at IS NULL`);
    await q.query(`
      CREATE TABLE technical.notification_receipts (
        notification_id uuid NOT NULL REFERENCES technical.notifications(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        delivered_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        PRIMARY KEY (notification_id, user_id)
      )`);
    await q.query(`CREATE INDEX notification_receipts_user ON technical.notification_receipts (user_id)`);
    await q.query(`
      CREATE TABLE technical.vault_canary (
        id int PRIMARY KEY CHECK (id = 1),
        sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE technical.vault_canary`);
    await q.query(`DROP TABLE technical.notification_receipts`);
    await q.query(`DROP TABLE technical.notifications`);
  }
}
