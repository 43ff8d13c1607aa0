import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The platform-wide catalogue of pay elements (issue 14). Codes are unique case-insensitively (unique index on
 * lower(code)), so two concurrent creates of one code cannot both succeed. Starts empty: "Create default
 * components" fills it (docs/salary-components.md).
 */
export class CompaniesSalaryComponentTemplates1765000000000 implements MigrationInterface {
  name = 'CompaniesSalaryComponentTemplates1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies.salary_component_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code varchar(20) NOT NULL,
        name varchar(100) NOT NULL,
        description varchar(500),
        kind varchar(20) NOT NULL CHECK (kind IN ('payment', 'deduction')),
        calculation varchar(20) NOT NULL CHECK (calculation IN ('fixed', 'hours_x_rate', 'percentage')),
        base_component_code varchar(20),
        subject_to_income_tax boolean NOT NULL,
        subject_to_employee_ni boolean NOT NULL,
        subject_to_employer_ni boolean NOT NULL,
        pensionable boolean NOT NULL,
        pensionable_earnings_basis varchar(20) NOT NULL,
        notional boolean NOT NULL,
        net_pay_deduction boolean NOT NULL,
        is_statutory_pay boolean NOT NULL,
        statutory_pay_type varchar(10),
        fps_field varchar(40) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX salary_component_templates_code ON companies.salary_component_templates (lower(code))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies.salary_component_templates`);
  }
}
