import { MigrationInterface, QueryRunner } from 'typeorm';

/** History of the fiscal parameters (issue 14): one row per create or edit of a tax year, written with the change. */
export class HmrcFiscalParameterChanges1763700414000 implements MigrationInterface {
  name = 'HmrcFiscalParameterChanges1763700414000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hmrc.fiscal_parameter_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tax_year varchar(7) NOT NULL REFERENCES hmrc.fiscal_parameters (tax_year) ON DELETE CASCADE,
        action varchar(10) NOT NULL CHECK (action IN ('created', 'updated')),
        copied_from varchar(7),
        changed_at timestamptz NOT NULL DEFAULT now(),
        changed_by varchar(254) NOT NULL,
        changes jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX fiscal_parameter_changes_year ON hmrc.fiscal_parameter_changes (tax_year, changed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hmrc.fiscal_parameter_changes`);
  }
}
