// The billing module composed as in production (createTestApp with the feature descriptors) with the companies module
// (sign-in, users and the CompanyDirectory port) on a fresh database, listening on loopback so the embedded Stripe simulator can deliver its signed webhooks to it.
import { randomBytes } from 'crypto';
import type { Server } from 'http';
import type { AddressInfo } from 'net';
import Stripe from 'stripe';
import { EventBus } from '@app/nest-common';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '@app/service-companies';
import { technicalFeature } from '@app/service-technical';
import type { StripeSimulator } from '@app/stripe-simulator';
import { billingFeature, StripeClient } from '../../src';

export const WEBHOOK_SECRET = `whsec_test_${randomBytes(12).toString('hex')}`;

export interface BillingTestApp extends TestApp {
  sim: StripeSimulator;
  /** An SDK client on the simulator, as a second party would use it (not our code). */
  stripe: Stripe;
  bus: EventBus;
  baseUrl: string;
  /** A company with `employees` employee rows and one user (its first user). */
  createCompany(name: string, employees?: number): Promise<{ id: string; name: string; email: string }>;
  setEmployees(companyId: string, count: number): Promise<void>;
  as(token: string): {
    get(path: string): ReturnType<TestApp['http']['get']>;
    post(path: string, body?: unknown): ReturnType<TestApp['http']['post']>;
  };
}

/** `technical: true` adds the technical module with its notification hub (live notifications, system status). */
export async function createBillingTestApp(options: { technical?: boolean; keepStripeKey?: boolean } = {}): Promise<BillingTestApp> {
  if (!options.keepStripeKey) delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  const t = await createTestApp({ features: [companiesFeature, billingFeature, ...(options.technical ? [technicalFeature] : [])] });
  await t.app.listen(0, '127.0.0.1');
  const port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
  const sim = t.app.get(StripeClient).simulator!;
  const stripe = sim ? new Stripe('sk_test_other_party', { host: sim.host, port: sim.port, protocol: 'http', maxNetworkRetries: 0 }) : (null as unknown as Stripe);

  const setEmployees = async (companyId: string, count: number) => {
    await t.dataSource.query(`DELETE FROM companies.employees WHERE company_id = $1`, [companyId]);
    for (let i = 0; i < count; i += 1) {
      await t.dataSource.query(`INSERT INTO companies.employees (company_id, first_name, last_name) VALUES ($1, 'Emp', $2)`, [companyId, `No${i}`]);
    }
  };

  return {
    ...t,
    sim,
    stripe,
    bus: t.app.get(EventBus),
    baseUrl: `http://127.0.0.1:${port}`,
    setEmployees,
    async createCompany(name, employees = 0) {
      const [row] = (await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ($1) RETURNING id`, [name])) as Array<{ id: string }>;
      await setEmployees(row.id, employees);
      const user = await t.createUser({ role: 'Manager', companyId: row.id });
      return { id: row.id, name, email: user.email };
    },
    as(token: string) {
      return {
        get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
        post: (path: string, body?: unknown) => {
          const request = t.http.post(path).set('Authorization', `Bearer ${token}`);
          // spec 7 sends some bodies as bare JSON values: send exactly that text
          return body === undefined ? request : request.set('Content-Type', 'application/json').send(JSON.stringify(body));
        },
      };
    },
  };
}
