import { MigrationInterface, QueryRunner } from 'typeorm';
import { defaultFiscalYearParameters } from '@app/paye';

/**
 * Expense categories and the fiscal parameters of the PAYE engine (issue 4). The parameters are seeded from the
 * defaults of `@app/paye` (HMRC's published rates for 2024-25, 2025-26 and 2026-27); later years are added
 * through POST /api/fiscalparameters.
 */
export class HmrcTaxData1763700103000 implements MigrationInterface {
  name = 'HmrcTaxData1763700103000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hmrc.expense_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        description varchar(500) NOT NULL,
        ct600_box_number varchar(4),
        ct600_description varchar(200),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX expense_categories_name_key ON hmrc.expense_categories (lower(name))`);

    await q.query(`
      CREATE TABLE hmrc.fiscal_parameters (
        tax_year varchar(7) PRIMARY KEY,
        short_label varchar(5) NOT NULL UNIQUE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        personal_allowance integer NOT NULL,
        personal_allowance_taper_threshold integer NOT NULL,
        emergency_tax_code varchar(20) NOT NULL,
        regulatory_limit_percent numeric(5,2) NOT NULL,
        rate_tables jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const p of defaultFiscalYearParameters) {
      await q.query(
        `INSERT INTO hmrc.fiscal_parameters
           (tax_year, short_label, start_date, end_date, personal_allowance, personal_allowance_taper_threshold,
            emergency_tax_code, regulatory_limit_percent, rate_tables)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          p.taxYear,
          p.shortLabel,
          p.startDate,
          p.endDate,
          p.personalAllowance,
          p.personalAllowanceTaperThreshold,
          p.emergencyTaxCode,
          p.regulatoryLimitPercent.toFixed(2),
          JSON.stringify(p.rateTables),
        ],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hmrc.fiscal_parameters`);
    await q.query(`DROP TABLE hmrc.expense_categories`);
  }
}
