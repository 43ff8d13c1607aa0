import { MigrationInterface, QueryRunner } from 'typeorm';

/** HMRC integration (issue 10): credentials (secrets sealed), configuration, test runs, OAuth grant and states. */
export class HmrcIntegration1763700303000 implements MigrationInterface {
  name = 'HmrcIntegration1763700303000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hmrc.credentials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        credential_type varchar(16) NOT NULL CHECK (credential_type IN ('API', 'RTIGateway')),
        client_id varchar(200),
        client_secret_sealed text,
        gateway_user_id varchar(100),
        gateway_password_sealed text,
        tax_office_number varchar(3),
        tax_office_reference varchar(10),
        accounts_office_reference varchar(13),
        employer_paye_reference varchar(14),
        vat_registration_number varchar(9),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX credentials_one_active_per_type ON hmrc.credentials (credential_type) WHERE is_active`);
    await q.query(`
      CREATE TABLE hmrc.integration_configuration (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        singleton boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton),
        environment varchar(16) NOT NULL CHECK (environment IN ('sandbox', 'production')),
        base_api_url varchar(500) NOT NULL,
        rti_gateway_url varchar(500) NOT NULL,
        application_name varchar(200) NOT NULL,
        enable_fps_submission boolean NOT NULL,
        enable_vat_submission boolean NOT NULL,
        auto_submit_fps boolean NOT NULL,
        auto_submit_vat boolean NOT NULL,
        send_email_notifications boolean NOT NULL,
        notification_email varchar(254) NOT NULL DEFAULT '',
        is_demo boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE hmrc.connection_test_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tested_at timestamptz NOT NULL DEFAULT now(),
        tested_by varchar(254) NOT NULL,
        environment varchar(16) NOT NULL,
        api_connected boolean NOT NULL,
        rti_connected boolean NOT NULL,
        result jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX connection_test_runs_tested_at ON hmrc.connection_test_runs (tested_at DESC)`);
    await q.query(`
      CREATE TABLE hmrc.oauth_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        singleton boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton),
        client_id varchar(200) NOT NULL,
        base_api_url varchar(500) NOT NULL,
        access_token_sealed text NOT NULL,
        refresh_token_sealed text,
        scope varchar(500) NOT NULL,
        access_expires_at timestamptz NOT NULL,
        granted_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE hmrc.oauth_states (
        state_hash varchar(64) PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        redirect_uri varchar(500) NOT NULL,
        return_origin varchar(500) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['oauth_states', 'oauth_grants', 'connection_test_runs', 'integration_configuration', 'credentials']) {
      await q.query(`DROP TABLE IF EXISTS hmrc.${table}`);
    }
  }
}
