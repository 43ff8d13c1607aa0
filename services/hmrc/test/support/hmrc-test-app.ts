// The hmrc module composed as in production (createTestApp with its feature descriptor) on a fresh database, with
// the companies module for sign-in; an admin, a manager and an employee signed in.
import { Clock } from '@app/nest-common';
import { createTestApp, TestApp, type TestAppOptions } from '@app/nest-testing';
import { companiesFeature } from '@app/service-companies';
import { hmrcFeature } from '../../src';

export interface HmrcTestApp extends TestApp {
  admin: string;
  adminEmail: string;
  manager: string;
  employee: string;
  as(token: string): {
    get(path: string): ReturnType<TestApp['http']['get']>;
    post(path: string, body?: unknown): ReturnType<TestApp['http']['post']>;
    put(path: string, body?: unknown): ReturnType<TestApp['http']['put']>;
    delete(path: string): ReturnType<TestApp['http']['delete']>;
  };
}

/** A clock tests move by hand ("today" decides which tax years are still editable). */
export class TestClock extends Clock {
  constructor(private at: Date) {
    super();
  }
  now(): Date {
    return this.at;
  }
  set(iso: string): void {
    this.at = new Date(iso);
  }
}

export async function createHmrcTestApp(options: Pick<TestAppOptions, 'overrides' | 'database'> = {}): Promise<HmrcTestApp> {
  const t = await createTestApp({ features: [companiesFeature, hmrcFeature], ...options });
  // One after the other: the embedded database serialises transactions.
  const admin = await t.createUser({ role: 'Admin' });
  const manager = await t.createUser({ role: 'Manager' });
  const employee = await t.createUser({ role: 'Employee' });
  const as = (token: string) => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: unknown) => t.http.post(path).set('Authorization', `Bearer ${token}`).send((body ?? {}) as object),
    put: (path: string, body?: unknown) => t.http.put(path).set('Authorization', `Bearer ${token}`).send((body ?? {}) as object),
    delete: (path: string) => t.http.delete(path).set('Authorization', `Bearer ${token}`),
  });
  return Object.assign(t, { admin: admin.token, adminEmail: admin.email, manager: manager.token, employee: employee.token, as });
}

/** Every route answers 401 without a token and 403 to a Manager and an Employee. */
export async function expectAdminOnly(t: HmrcTestApp, routes: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string]>): Promise<void> {
  for (const [method, path] of routes) {
    const anonymous = await t.http[method](path).send({});
    expect([method, path, anonymous.status, anonymous.body.message]).toEqual([method, path, 401, expect.any(String)]);
    for (const token of [t.manager, t.employee]) {
      const forbidden = await t.as(token)[method](path, {});
      expect([method, path, forbidden.status, forbidden.body]).toEqual([method, path, 403, { message: expect.any(String) }]);
    }
  }
}
