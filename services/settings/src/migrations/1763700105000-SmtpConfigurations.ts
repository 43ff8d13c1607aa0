import { MigrationInterface, QueryRunner } from 'typeorm';

/** SMTP configurations (at most one active, enforced by a partial unique index) and the mail log. */
export class SmtpConfigurations1763700105000 implements MigrationInterface {
  name = 'SmtpConfigurations1763700105000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS settings`);
    await q.query(`
      CREATE TABLE settings.smtp_configurations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        display_name varchar(100) NOT NULL,
        host varchar(255) NOT NULL,
        port integer NOT NULL DEFAULT 587 CONSTRAINT "CK_smtp_configurations_port" CHECK (port BETWEEN 1 AND 65535),
        username varchar(255) NOT NULL,
        password_encrypted text NOT NULL,
        from_email varchar(254) NOT NULL,
        from_name varchar(100) NOT NULL,
        enable_ssl boolean NOT NULL DEFAULT true,
        is_active boolean NOT NULL DEFAULT false,
        use_default_credentials boolean NOT NULL DEFAULT false,
        timeout_seconds integer NOT NULL DEFAULT 30 CONSTRAINT "CK_smtp_configurations_timeout" CHECK (timeout_seconds BETWEEN 5 AND 300),
        notes text NULL,
        last_tested_date timestamptz NULL,
        last_test_successful boolean NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The single-active rule lives in the database: a second active row cannot exist, whatever the code does.
    await q.query(`CREATE UNIQUE INDEX "UQ_smtp_configurations_single_active" ON settings.smtp_configurations (is_active) WHERE is_active`);
    await q.query(`
      CREATE TABLE settings.mail_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        recipient varchar(320) NOT NULL,
        subject varchar(500) NOT NULL,
        status varchar(10) NOT NULL CONSTRAINT "CK_mail_log_status" CHECK (status IN ('Sent', 'Failed')),
        error_message text NULL,
        is_test boolean NOT NULL DEFAULT false,
        configuration_id uuid NULL,
        configuration_name varchar(100) NULL,
        duration_ms integer NULL
      )`);
    await q.query(`CREATE INDEX "IX_mail_log_created_at" ON settings.mail_log (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS settings.mail_log`);
    await q.query(`DROP TABLE IF EXISTS settings.smtp_configurations`);
  }
}
