import { EventBus, InMemoryEventBus } from '@app/nest-common';
import { createTestApp, eventually, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { Company } from '../src/companies/entities/company.entity';

// Two instances of the companies module on one database and one event bus (as behind a load balancer): each keeps
// session state in memory, so a change made through one must reach the other through the bus.
describe('session state across two instances of the companies module', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    const bus = { provide: EventBus, useValue: new InMemoryEventBus() };
    one = await createTestApp({ features: [companiesFeature], overrides: [bus] });
    two = await createTestApp({ features: [companiesFeature], overrides: [bus], database: { url: one.databaseUrl, drop: async () => undefined } });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const me = (t: TestApp, token: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it('a user deactivated through one instance is refused by the other', async () => {
    const admin = await one.createUser({ role: 'Admin' });
    const company = await one.dataSource.getRepository(Company).save({ name: 'Acme', subscriptionStartDate: new Date() });
    const user = await one.createUser({ role: 'Employee', companyId: company.id });
    await me(two, user.token).expect(200); // the second instance now holds the user's state in memory
    await one.http.put(`/api/admin/user-management/${user.id}/toggle-status`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    await me(one, user.token).expect(401);
    await eventually(async () => void (await me(two, user.token).expect(401)));
  });

  it('users of a company deactivated through one instance are refused by the other', async () => {
    const admin = await one.createUser({ role: 'Admin' });
    const company = await one.dataSource.getRepository(Company).save({ name: 'Closing Ltd', subscriptionStartDate: new Date() });
    const manager = await one.createUser({ role: 'Manager', companyId: company.id });
    await me(two, manager.token).expect(200);
    await one.http.post(`/api/admin/companies/${company.id}/toggle-status`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    await me(one, manager.token).expect(401);
    await eventually(async () => void (await me(two, manager.token).expect(401)));
  });
});
