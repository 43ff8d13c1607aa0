import { createTestApp, TestApp } from '@app/nest-testing';
import { TechnicalModule, technicalEntities, technicalMigrations } from '../src';

describe('technical module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [TechnicalModule], entities: technicalEntities, migrations: technicalMigrations });
  });
  afterAll(() => t.close());

  it('owns the technical schema, created by its migration', async () => {
    expect(await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'technical'`)).toEqual([{ nspname: 'technical' }]);
  });
});
