// Two instances of the hmrc module on one database and one event bus (as behind a load balancer): each caches the
// tax years in memory, so a year changed through one must reach the other's simulator through the bus at once
// (the cache's 30-second safety net is longer than `eventually` waits).
import { Clock, EventBus, InMemoryEventBus } from '@app/nest-common';
import { eventually } from '@app/nest-testing';
import { fiscalYear2026To27 } from '@app/paye';
import { createHmrcTestApp, HmrcTestApp, TestClock } from './support/hmrc-test-app';

const twelve = <T>(value: T): T[] => Array.from({ length: 12 }, () => value);
const simulation = { fiscalYear: '27-28', taxCode: '1257L', monthlySalaries: twelve(5000), enrollmentStatus: twelve(true), ytdTaxOverrides: twelve(null), monthlyTaxCodes: twelve('1257L') };

describe('fiscal parameters across two instances of the hmrc module', () => {
  let one: HmrcTestApp;
  let two: HmrcTestApp;

  beforeAll(async () => {
    const overrides = [
      { provide: EventBus, useValue: new InMemoryEventBus() },
      { provide: Clock, useValue: new TestClock(new Date('2026-11-24T12:00:00Z')) },
    ];
    one = await createHmrcTestApp({ overrides });
    two = await createHmrcTestApp({ overrides, database: { url: one.databaseUrl, drop: async () => undefined } });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a year created, then edited, through one instance is simulated with its new figures by the other', async () => {
    const { taxYear: _t, shortLabel: _s, startDate: _a, endDate: _b, ...figures } = structuredClone(fiscalYear2026To27) as unknown as Record<string, any>;
    // The other instance caches the years without 2027-28.
    await two.as(two.admin).post('/api/incometaxsimulator/simulate', simulation).expect(400);

    await one.as(one.admin).post('/api/fiscalparameters/2026-27/copy', { ...figures, taxYear: '2027-28' }).expect(201);
    // 1257L on 60,000: taxable 60,000 - 12,579.12 -> 47,420; 37,700 at 20% (7,540) + 9,720 at 40% (3,888).
    await eventually(async () => expect((await two.as(two.admin).post('/api/incometaxsimulator/simulate', simulation).expect(200)).body.totalTaxDeduction).toBe(11428));

    figures.rateTables.restOfUk.bands[0].width = 38000;
    await one.as(one.admin).put('/api/fiscalparameters/2027-28', figures).expect(200);
    // 38,000 at 20% (7,600) + 9,420 at 40% (3,768).
    await eventually(async () => expect((await two.as(two.admin).post('/api/incometaxsimulator/simulate', simulation).expect(200)).body.totalTaxDeduction).toBe(11368));
  });
});
