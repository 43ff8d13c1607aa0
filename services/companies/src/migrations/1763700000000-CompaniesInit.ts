import { MigrationInterface, QueryRunner } from 'typeorm';

export class CompaniesInit1763700000000 implements MigrationInterface {
  name = 'CompaniesInit1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS companies`);
    await q.query(`
      CREATE TABLE companies.subscription_plans (
        plan int PRIMARY KEY,
        name varchar(50) NOT NULL,
        monthly_price numeric(10,2) NOT NULL,
        max_file_storage_mb int NOT NULL,
        max_users int NOT NULL
      )`);
    await q.query(`
      INSERT INTO companies.subscription_plans (plan, name, monthly_price, max_file_storage_mb, max_users)
      VALUES (0, 'Standard', 29.00, 1024, 10), (1, 'Premium', 79.00, 10240, 50)`);
    await q.query(`
      CREATE TABLE companies.companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        subscription_plan int NOT NULL DEFAULT 0 REFERENCES companies.subscription_plans(plan),
        subscription_start_date timestamptz NOT NULL DEFAULT now(),
        subscription_end_date timestamptz,
        is_active boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE companies.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(320) NOT NULL UNIQUE CHECK (email = lower(email)),
        email_confirmed boolean NOT NULL DEFAULT false,
        password_hash varchar(255) NOT NULL,
        role varchar(20) NOT NULL CHECK (role IN ('Admin', 'Manager', 'Employee')),
        company_id uuid REFERENCES companies.companies(id) ON DELETE SET NULL,
        is_active boolean NOT NULL DEFAULT true,
        last_login_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        session_version int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX users_company_id ON companies.users (company_id)`);
    await q.query(`
      CREATE TABLE companies.user_preferences (
        user_id uuid PRIMARY KEY REFERENCES companies.users(id) ON DELETE CASCADE,
        locale varchar(20) NOT NULL DEFAULT 'en-GB'
      )`);
    await q.query(`
      CREATE TABLE companies.business_models (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid UNIQUE REFERENCES companies.companies(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        configuration jsonb NOT NULL
      )`);
    // The row with no company is the default every company without its own model gets.
    await q.query(`CREATE UNIQUE INDEX business_models_single_default ON companies.business_models ((company_id IS NULL)) WHERE company_id IS NULL`);
    await q.query(
      `INSERT INTO companies.business_models (company_id, name, configuration) VALUES (NULL, 'Standard', $1)`,
      [
        JSON.stringify({
          name: 'Standard',
          currency: 'GBP',
          features: { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, fileStorage: true },
        }),
      ],
    );
    await q.query(`
      CREATE TABLE companies.sign_in_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(320) NOT NULL,
        ip varchar(64) NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sign_in_attempts_lookup ON companies.sign_in_attempts (email, ip, attempted_at)`);

    // Business data owned by companies (extended by later issues); only what the admin counts need.
    const businessTable = (name: string, columns: string) =>
      q.query(`
        CREATE TABLE companies.${name} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          company_id uuid NOT NULL REFERENCES companies.companies(id) ON DELETE CASCADE,
          ${columns},
          created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX ${name}_company_id ON companies.${name} (company_id)`);
    await businessTable('employees', 'first_name varchar(100) NOT NULL, last_name varchar(100) NOT NULL');
    await businessTable('clients', 'name varchar(200) NOT NULL');
    await businessTable('invoices', 'number varchar(50) NOT NULL, total numeric(12,2) NOT NULL DEFAULT 0');
    await businessTable('expenses', 'description varchar(500) NOT NULL, amount numeric(12,2) NOT NULL');
    await businessTable('recurring_expenses', 'description varchar(500) NOT NULL, amount numeric(12,2) NOT NULL');
    await businessTable('stored_files', 'name varchar(255) NOT NULL, size_bytes bigint NOT NULL, storage_path varchar(1000) NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA companies CASCADE`);
  }
}
