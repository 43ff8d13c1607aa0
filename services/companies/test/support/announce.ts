// A change written to the companies tables by another instance of the module reaches this one only through its event.
// These helpers publish the event that instance would publish and wait until this process has received it.
import type { EventMap, EventTopic } from '@app/contracts';
import { EventBus } from '@app/nest-common';
import type { TestApp } from '@app/nest-testing';

async function publishAndWait<K extends EventTopic>(t: TestApp, topic: K, payload: EventMap[K], matches: (p: EventMap[K]) => boolean): Promise<void> {
  const bus = t.app.get(EventBus);
  let off = () => {};
  const received = new Promise<void>((resolve) => {
    off = bus.subscribe(topic, (p) => {
      if (matches(p)) resolve();
    });
  });
  await new Promise((r) => setTimeout(r, 50)); // a Redis SUBSCRIBE is asynchronous
  await bus.publish(topic, payload);
  await received;
  off();
}

/** `session.changed` with the user's row as it is now. */
export async function announceUserChange(t: TestApp, userId: string): Promise<void> {
  const [row] = await t.dataSource.query(`SELECT id, email, role, company_id, is_active, session_version FROM companies.users WHERE id = $1`, [userId]);
  const payload = { userId, email: row.email, role: row.role, companyId: row.company_id, isActive: row.is_active, sessionVersion: row.session_version };
  await publishAndWait(t, 'session.changed', payload, (p) => p.userId === userId);
}

/** `company.status-changed` with the company's row as it is now. */
export async function announceCompanyChange(t: TestApp, companyId: string): Promise<void> {
  const [row] = await t.dataSource.query(`SELECT name, is_active FROM companies.companies WHERE id = $1`, [companyId]);
  await publishAndWait(t, 'company.status-changed', { companyId, name: row.name, isActive: row.is_active }, (p) => p.companyId === companyId);
}
