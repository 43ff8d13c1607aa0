// The upgrade to business models as templates on a database that has the former per-company configurations.
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@app/nest-testing';
import { companiesMigrations } from '../src';

describe('migration 1765200000000: per-company configurations become assigned models', () => {
  let db: TestDatabase;
  const open = (migrations: typeof companiesMigrations) =>
    new DataSource({ type: 'postgres', url: db.url, migrations, migrationsTableName: 'companies_migrations' }).initialize();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('keeps each company on its own configuration, renames the untouched seed, and adds the shipped models not taken', async () => {
    const before = await open(companiesMigrations.slice(0, companiesMigrations.findIndex((m) => m.name === 'CompaniesBusinessModels1765200000000')));
    await before.runMigrations();
    const company = async (name: string) => ((await before.query(`INSERT INTO companies.companies (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[])[0].id;
    const acme = await company('Acme Ltd');
    const globex = await company('Globex');
    await company('Initech');
    const custom = (companyId: string, name: string, features: object) =>
      before.query(`INSERT INTO companies.business_models (company_id, name, configuration) VALUES ($1, $2, $3)`, [companyId, name, JSON.stringify({ name, features })]);
    await custom(acme, 'Bureau', { payroll: true, invoicing: false, legacySwitch: true });
    await custom(globex, 'Sole trader', { expenses: true });
    await before.destroy();

    const after = await open(companiesMigrations);
    await after.runMigrations();
    const models: Array<{ name: string; is_default: boolean; features: Record<string, boolean> }> = await after.query(
      `SELECT name, is_default, features FROM companies.business_models ORDER BY name`,
    );
    expect(models.map((m) => m.name)).toEqual(['Bureau', 'Charity', 'Limited company', 'Partnership', 'Sole trader', 'Umbrella / contractor']);
    // A company's own configuration keeps its name; the shipped model of that name is then not added.
    expect(models.find((m) => m.name === 'Sole trader')!.features).toMatchObject({ expenses: true, payroll: false });
    expect(models.filter((m) => m.is_default).map((m) => m.name)).toEqual(['Limited company']);
    expect(models.find((m) => m.name === 'Bureau')!.features).toEqual({
      payroll: true, invoicing: false, expenses: false, recurringExpenses: false, vatReturns: false, ct600: false, autoEnrolment: false,
    });
    const assigned: Array<{ name: string; model: string | null }> = await after.query(
      `SELECT c.name, m.name AS model FROM companies.companies c LEFT JOIN companies.business_models m ON m.id = c.business_model_id ORDER BY c.name`,
    );
    expect(assigned).toEqual([
      { name: 'Acme Ltd', model: 'Bureau' },
      { name: 'Globex', model: 'Sole trader' },
      { name: 'Initech', model: null },
    ]);
    await expect(after.query(`INSERT INTO companies.business_models (name, features, defaults, is_default) VALUES ('x', '{}', '{}', true)`)).rejects.toThrow(/unique/);
    await after.destroy();
  });
});
