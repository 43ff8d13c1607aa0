import { createTestApp, TestApp } from '@app/nest-testing';
import { BillingModule, billingEntities, billingMigrations } from '../src';

describe('billing module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [BillingModule], entities: billingEntities, migrations: billingMigrations });
  });
  afterAll(() => t.close());

  it('owns the billing schema, created by its migration', async () => {
    expect(await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'billing'`)).toEqual([{ nspname: 'billing' }]);
  });
});
