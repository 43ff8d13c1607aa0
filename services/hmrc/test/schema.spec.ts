import { createTestApp, TestApp } from '@app/nest-testing';
import { hmrcFeature } from '../src';

describe('hmrc module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [hmrcFeature] });
  });
  afterAll(() => t.close());

  it('runs alone (no companies module) and owns the hmrc schema, created by its migration', async () => {
    expect(await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'hmrc'`)).toEqual([{ nspname: 'hmrc' }]);
  });
});
