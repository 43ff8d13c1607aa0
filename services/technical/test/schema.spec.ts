import { createTestApp, TestApp } from '@app/nest-testing';
import { technicalFeature } from '../src';

describe('technical module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [technicalFeature] });
  });
  afterAll(() => t.close());

  it('runs alone (no companies module) and owns the technical schema, created by its migration', async () => {
    expect(await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'technical'`)).toEqual([{ nspname: 'technical' }]);
  });
});
