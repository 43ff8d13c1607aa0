import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen copies of the shipped models (the data of this migration, never edited afterwards).
const ALL_ON = { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, vatReturns: true, ct600: true, autoEnrolment: true };
const EMPLOYER_COMPONENTS = ['BASIC_PAY', 'OVERTIME', 'BONUS', 'HOLIDAY_PAY', 'SSP', 'SMP', 'SPP', 'ShPP', 'SAP', 'SPBP', 'NET_PAY_PENSION', 'STUDENT_LOAN', 'POSTGRAD_LOAN'];
const COMMON_EXPENSES = [
  'Office Supplies',
  'Rent and Rates',
  'Utilities',
  'Telephone and Internet',
  'Software and Subscriptions',
  'Travel',
  'Accommodation and Subsistence',
  'Motor Expenses',
  'Advertising and Marketing',
  'Accountancy and Legal Fees',
  'Insurance',
  'Repairs and Maintenance',
  'Bank Charges and Interest',
];

interface Shipped {
  name: string;
  description: string;
  features: typeof ALL_ON;
  defaults: { vatScheme: string; accountingPeriodEndMonth: number; payFrequencies: string[]; salaryComponentCodes: string[] };
  expenseCategories: string[];
}

const SHIPPED: Shipped[] = [
  {
    name: 'Limited company',
    description: 'A private company limited by shares: PAYE payroll, VAT, Corporation Tax (CT600) and auto-enrolment',
    features: ALL_ON,
    defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: EMPLOYER_COMPONENTS },
    expenseCategories: [...COMMON_EXPENSES, 'Salaries and Wages', 'Employer Pension Contributions', 'Training', 'Professional Memberships', 'Equipment and Machinery', 'Business Entertainment', 'Depreciation'],
  },
  {
    name: 'Sole trader',
    description: 'A self-employed individual: Self Assessment rather than Corporation Tax; payroll only when employing staff',
    features: { ...ALL_ON, payroll: false, ct600: false, autoEnrolment: false, vatReturns: false },
    defaults: { vatScheme: 'not-registered', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: [] },
    expenseCategories: [...COMMON_EXPENSES, 'Equipment and Machinery', 'Training', 'Professional Memberships'],
  },
  {
    name: 'Partnership',
    description: 'A general or limited liability partnership: partners are not on the payroll; staff are',
    features: { ...ALL_ON, ct600: false },
    defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY', 'OVERTIME', 'HOLIDAY_PAY', 'SSP', 'SMP', 'SPP', 'NET_PAY_PENSION', 'STUDENT_LOAN'] },
    expenseCategories: [...COMMON_EXPENSES, 'Salaries and Wages', 'Employer Pension Contributions', 'Professional Memberships'],
  },
  {
    name: 'Umbrella / contractor',
    description: 'An umbrella employer paying contractors weekly through PAYE, with reimbursed expenses',
    features: { ...ALL_ON, recurringExpenses: false },
    defaults: { vatScheme: 'flat-rate', accountingPeriodEndMonth: 3, payFrequencies: ['weekly', 'monthly'], salaryComponentCodes: ['BASIC_PAY', 'HOLIDAY_PAY', 'SSP', 'SMP', 'SPP', 'SAL_SAC_PENSION', 'STUDENT_LOAN', 'POSTGRAD_LOAN', 'EXPENSES'] },
    expenseCategories: ['Travel', 'Accommodation and Subsistence', 'Motor Expenses', 'Training', 'Telephone and Internet'],
  },
  {
    name: 'Charity',
    description: 'A charitable company: payroll and auto-enrolment, CT600 with charitable exemptions',
    features: { ...ALL_ON, invoicing: false },
    defaults: { vatScheme: 'not-registered', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY', 'OVERTIME', 'HOLIDAY_PAY', 'SSP', 'SMP', 'SPP', 'ShPP', 'SAP', 'SPBP', 'RAS_PENSION', 'STUDENT_LOAN'] },
    expenseCategories: [...COMMON_EXPENSES, 'Salaries and Wages', 'Employer Pension Contributions', 'Charitable Donations', 'Training'],
  },
];

const FEATURE_KEYS = Object.keys(ALL_ON);

/**
 * Business models become named templates (issue 14): a company is assigned one (companies.business_model_id; none =
 * the default model) with per-company feature overrides. The former per-company rows become models assigned to
 * their company; the seeded 'Standard' default, if untouched, becomes 'Limited company'; the shipped models are added
 * by name (docs/business-models.md).
 */
export class CompaniesBusinessModels1765200000000 implements MigrationInterface {
  name = 'CompaniesBusinessModels1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE companies.business_models
        ADD COLUMN description varchar(500),
        ADD COLUMN features jsonb,
        ADD COLUMN defaults jsonb,
        ADD COLUMN expense_categories jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN is_default boolean NOT NULL DEFAULT false,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE companies.business_models ALTER COLUMN name TYPE varchar(100)`);
    // The old "one row without a company" index would refuse the shipped models (none has a company).
    await q.query(`DROP INDEX companies.business_models_single_default`);
    await q.query(`
      ALTER TABLE companies.companies
        ADD COLUMN business_model_id uuid REFERENCES companies.business_models(id) ON DELETE RESTRICT,
        ADD COLUMN feature_overrides jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX companies_business_model_id ON companies.companies (business_model_id)`);

    // Existing rows: features from the stored configuration (unknown keys dropped, missing ones off).
    const rows: Array<{ id: string; company_id: string | null; name: string; configuration: Record<string, unknown> }> = await q.query(
      `SELECT id, company_id, name, configuration FROM companies.business_models ORDER BY company_id NULLS FIRST, id`,
    );
    const taken = new Set<string>();
    for (const row of rows) {
      const stored = (row.configuration?.features ?? {}) as Record<string, unknown>;
      const untouchedSeed = row.company_id === null && row.name === 'Standard' && Object.keys(stored).sort().join() === 'expenses,fileStorage,invoicing,payroll,recurringExpenses';
      let name = untouchedSeed ? 'Limited company' : row.name.trim().slice(0, 100) || 'Business model';
      if (taken.has(name.toLowerCase()) && row.company_id) {
        const [company] = await q.query(`SELECT name FROM companies.companies WHERE id = $1`, [row.company_id]);
        name = `${name} (${company?.name ?? row.company_id})`.slice(0, 100);
      }
      for (let i = 2; taken.has(name.toLowerCase()); i += 1) name = `${name.slice(0, 95)} (${i})`;
      taken.add(name.toLowerCase());
      const shipped = SHIPPED.find((s) => s.name === name);
      const features = untouchedSeed && shipped ? shipped.features : Object.fromEntries(FEATURE_KEYS.map((k) => [k, stored[k] === true]));
      const defaults = shipped?.defaults ?? { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: [] };
      await q.query(
        `UPDATE companies.business_models SET name = $2, description = $3, features = $4, defaults = $5, expense_categories = $6, is_default = $7 WHERE id = $1`,
        [row.id, name, shipped?.description ?? null, JSON.stringify(features), JSON.stringify(defaults), JSON.stringify(shipped?.expenseCategories ?? []), row.company_id === null],
      );
      if (row.company_id) await q.query(`UPDATE companies.companies SET business_model_id = $1 WHERE id = $2`, [row.id, row.company_id]);
    }
    for (const s of SHIPPED.filter((m) => !taken.has(m.name.toLowerCase()))) {
      await q.query(
        `INSERT INTO companies.business_models (name, description, features, defaults, expense_categories, is_default, configuration)
         VALUES ($1, $2, $3, $4, $5, $6, '{}')`,
        [s.name, s.description, JSON.stringify(s.features), JSON.stringify(s.defaults), JSON.stringify(s.expenseCategories), rows.length === 0 && s.name === 'Limited company'],
      );
    }

    await q.query(`ALTER TABLE companies.business_models DROP COLUMN company_id, DROP COLUMN configuration`);
    await q.query(`ALTER TABLE companies.business_models ALTER COLUMN features SET NOT NULL, ALTER COLUMN defaults SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX business_models_name_unique ON companies.business_models (lower(name))`);
    // At most one default: the model of every company without an assignment.
    await q.query(`CREATE UNIQUE INDEX business_models_single_default ON companies.business_models (is_default) WHERE is_default`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies.companies DROP COLUMN business_model_id, DROP COLUMN feature_overrides`);
    await q.query(`DROP INDEX companies.business_models_single_default`);
    await q.query(`DROP INDEX companies.business_models_name_unique`);
    await q.query(`DELETE FROM companies.business_models WHERE NOT is_default`);
    await q.query(`
      ALTER TABLE companies.business_models
        ADD COLUMN company_id uuid UNIQUE REFERENCES companies.companies(id) ON DELETE CASCADE,
        ADD COLUMN configuration jsonb`);
    await q.query(`UPDATE companies.business_models SET configuration = jsonb_build_object('name', name, 'currency', 'GBP', 'features', features)`);
    await q.query(`
      ALTER TABLE companies.business_models
        ALTER COLUMN configuration SET NOT NULL,
        DROP COLUMN description, DROP COLUMN features, DROP COLUMN defaults, DROP COLUMN expense_categories,
        DROP COLUMN is_default, DROP COLUMN created_at, DROP COLUMN updated_at`);
    await q.query(`CREATE UNIQUE INDEX business_models_single_default ON companies.business_models ((company_id IS NULL)) WHERE company_id IS NULL`);
  }
}
