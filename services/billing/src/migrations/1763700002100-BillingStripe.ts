import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pricing versions, customers, subscriptions and the webhook event log (docs/billing.md). */
export class BillingStripe1763700002100 implements MigrationInterface {
  name = 'BillingStripe1763700002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing.pricing_versions (
        version integer PRIMARY KEY,
        product_id varchar(255) NOT NULL,
        base_price_id varchar(255) NOT NULL,
        per_employee_price_id varchar(255) NOT NULL,
        base_amount_pence integer NOT NULL CHECK (base_amount_pence >= 0),
        per_employee_amount_pence integer NOT NULL CHECK (per_employee_amount_pence >= 0),
        currency varchar(3) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE billing.customers (
        company_id uuid PRIMARY KEY,
        customer_id varchar(255) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE billing.subscriptions (
        id varchar(255) PRIMARY KEY,
        company_id uuid NOT NULL,
        customer_id varchar(255) NOT NULL,
        status varchar(30) NOT NULL,
        base_item_id varchar(255) NOT NULL,
        per_employee_item_id varchar(255) NOT NULL,
        base_price_id varchar(255) NOT NULL,
        per_employee_price_id varchar(255) NOT NULL,
        base_amount_pence integer NOT NULL,
        per_employee_amount_pence integer NOT NULL,
        employee_count integer NOT NULL,
        current_period_start timestamptz,
        current_period_end timestamptz,
        canceled_at timestamptz,
        cancellation_reason text,
        last_event_at integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IX_subscriptions_company_id" ON billing.subscriptions (company_id)`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_live_company" ON billing.subscriptions (company_id) WHERE status NOT IN ('canceled', 'incomplete_expired')`,
    );
    await q.query(`
      CREATE TABLE billing.webhook_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        created_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        outcome varchar(20) NOT NULL CHECK (outcome IN ('Processed', 'Ignored', 'Failed')),
        error text,
        subscription_id varchar(255),
        attempts integer NOT NULL DEFAULT 1,
        payload jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX "IX_webhook_events_received_at" ON billing.webhook_events (received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE billing.webhook_events`);
    await q.query(`DROP TABLE billing.subscriptions`);
    await q.query(`DROP TABLE billing.customers`);
    await q.query(`DROP TABLE billing.pricing_versions`);
  }
}
