import { createTestApp, TestApp } from '@app/nest-testing';
import { HmrcModule, hmrcEntities, hmrcMigrations } from '../src';

describe('hmrc module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [HmrcModule], entities: hmrcEntities, migrations: hmrcMigrations });
  });
  afterAll(() => t.close());

  it('owns the hmrc schema, created by its migration', async () => {
    expect(await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'hmrc'`)).toEqual([{ nspname: 'hmrc' }]);
  });
});
