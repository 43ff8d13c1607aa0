// Fiscal parameters API through HTTP: the seeded years, adding the next year (copied from the latest), editing a year
// until it starts, its history, validation and error paths, concurrent creates, and a new year the simulator runs on.
// "Today" is a TestClock: 24 November 2026, inside 2026-27, so every seeded year has started.
import { Clock } from '@app/nest-common';
import { fiscalYear2025To26, fiscalYear2026To27 } from '@app/paye';
import { createHmrcTestApp, expectAdminOnly, HmrcTestApp, TestClock } from './support/hmrc-test-app';

const BASE = '/api/fiscalparameters';
const SIMULATE = '/api/incometaxsimulator/simulate';
const TODAY = '2026-11-24T12:00:00Z';
const twelve = <T>(value: T): T[] => Array.from({ length: 12 }, () => value);

/** The editable figures of a default year (no labels or dates). */
function editable(year = fiscalYear2026To27) {
  const { taxYear: _t, shortLabel: _s, startDate: _a, endDate: _b, ...rest } = structuredClone(year);
  return rest as unknown as Record<string, any>;
}

describe('Fiscal parameters API', () => {
  let t: HmrcTestApp;
  const clock = new TestClock(new Date(TODAY));
  const admin = () => t.as(t.admin);
  const yearsStored = async () => (await admin().get(BASE).expect(200)).body.map((y: { taxYear: string }) => y.taxYear);

  beforeAll(async () => {
    t = await createHmrcTestApp({ overrides: [{ provide: Clock, useValue: clock }] });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.set(TODAY));

  it('is Admin only: 401 without a token, 403 for Manager and Employee', async () => {
    await expectAdminOnly(t, [
      ['get', BASE],
      ['get', `${BASE}/2025-26`],
      ['get', `${BASE}/2025-26/history`],
      ['put', `${BASE}/2025-26`],
      ['post', BASE],
      ['post', `${BASE}/2026-27/copy`],
    ]);
  });

  it('lists the three seeded tax years with their bands, equal to the @app/paye defaults; their history is empty', async () => {
    const r = await admin().get(BASE).expect(200);
    expect(r.body.map((p: { taxYear: string; shortLabel: string }) => [p.taxYear, p.shortLabel])).toEqual([
      ['2024-25', '24-25'],
      ['2025-26', '25-26'],
      ['2026-27', '26-27'],
    ]);
    const { updatedAt, ...y2025 } = r.body[1];
    expect(updatedAt).toEqual(expect.any(String));
    expect(y2025).toEqual(JSON.parse(JSON.stringify(fiscalYear2025To26)));
    expect((await admin().get(`${BASE}/25-26`).expect(200)).body.taxYear).toBe('2025-26');
    expect((await admin().get(`${BASE}/2026-27/history`).expect(200)).body).toEqual([]);
  });

  it('404 for an unknown year (read, edit, history, copy source)', async () => {
    const message = { message: 'No fiscal parameters for tax year 2019-20' };
    await admin().get(`${BASE}/2019-20`).expect(404, message);
    await admin().put(`${BASE}/2019-20`, editable()).expect(404, message);
    await admin().get(`${BASE}/2019-20/history`).expect(404, message);
    await admin().post(`${BASE}/2019-20/copy`, { ...editable(), taxYear: '2027-28' }).expect(404, message);
  });

  it('a year that has started (6 April, UK date) is read-only: 409 with the reason, nothing changed', async () => {
    const body = { ...editable(), personalAllowance: 13000 };
    await admin()
      .put(`${BASE}/2026-27`, body)
      .expect(409, { message: 'Tax year 2026-27 started on 6 April 2026: its parameters are read-only. Add the next tax year instead.' });
    await admin().put(`${BASE}/2024-25`, body).expect(409);
    expect((await admin().get(`${BASE}/2026-27`).expect(200)).body.personalAllowance).toBe(12570);
    expect((await admin().get(`${BASE}/2026-27/history`).expect(200)).body).toEqual([]);
  });

  describe('validation (400 per field; nothing is created)', () => {
    const create = (over: Record<string, unknown>) => admin().post(BASE, { ...editable(), taxYear: '2027-28', ...over });
    afterAll(async () => expect(await yearsStored()).toEqual(['2024-25', '2025-26', '2026-27']));

    it('missing fields', async () => {
      const r = await admin().post(BASE, {}).expect(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(
        ['emergencyTaxCode', 'personalAllowance', 'personalAllowanceTaperThreshold', 'rateTables', 'regulatoryLimitPercent', 'taxYear'].sort(),
      );
    });

    it('a tax year that is not two consecutive years, not YYYY-YY, or not the next one', async () => {
      expect((await create({ taxYear: '2027-29' }).expect(400)).body.errors).toEqual({ taxYear: ['Tax year must be two consecutive years, e.g. 2027-28'] });
      expect((await create({ taxYear: '27-28' }).expect(400)).body.errors.taxYear).toEqual(['Tax year must look like 2027-28']);
      const skipped = await create({ taxYear: '2030-31' }).expect(400);
      expect(skipped.body).toEqual({
        message: 'Tax years are added one after the other: the next one is 2027-28',
        errors: { taxYear: ['Tax years are added one after the other: the next one is 2027-28'] },
      });
    });

    it('bands: rates (0-100, 2 decimals), widths, region present', async () => {
      const body = editable();
      body.rateTables.restOfUk.bands[0].ratePercent = 20.125;
      body.rateTables.restOfUk.bands[1].width = -5;
      body.rateTables.wales.bands[2].ratePercent = 101;
      delete body.rateTables.scotland;
      const r = await create(body).expect(400);
      expect(r.body.errors).toEqual({
        'rateTables.restOfUk.bands.0.ratePercent': ['Rate must be a percentage with at most 2 decimals'],
        'rateTables.restOfUk.bands.1.width': ['Band width must be at least 1'],
        'rateTables.scotland': ['Scottish bands are required'],
        'rateTables.wales.bands.2.ratePercent': ['Rate must be between 0 and 100'],
      });
    });

    it('bands: only the top band open-ended, rates ascending, basic-rate index in range', async () => {
      const body = editable();
      body.rateTables.restOfUk.bands[1].width = null;
      body.rateTables.wales.bands[2].width = 1000;
      body.rateTables.scotland.basicRateBandIndex = 9;
      body.rateTables.scotland.bands[3].ratePercent = 20;
      const r = await create(body).expect(400);
      expect(r.body.errors).toEqual({
        'rateTables.restOfUk.bands': ['England and Northern Ireland: only the top band may be open-ended; give "higher" a width'],
        'rateTables.wales.bands': ['Wales: the top band must be open-ended (width null)'],
        'rateTables.scotland.bands': ['Scotland: bands go from the lowest rate up; "higher" (20%) is below "intermediate" (21%)'],
        'rateTables.scotland.basicRateBandIndex': ['Scotland: the basic-rate band index must point at one of the bands'],
      });
    });

    it('allowances and thresholds: whole pounds within range; emergency code through the PAYE parser; regulatory limit', async () => {
      const r = await create({ personalAllowance: 12570.5, personalAllowanceTaperThreshold: 20_000_000, regulatoryLimitPercent: 0 }).expect(400);
      expect(r.body.errors).toEqual({
        personalAllowance: ['Personal allowance must be a whole number of pounds'],
        personalAllowanceTaperThreshold: ['Taper threshold must be at most 10,000,000'],
        regulatoryLimitPercent: ['Regulatory limit must be between 1 and 100'],
      });
      expect((await create({ personalAllowance: -1 }).expect(400)).body.errors).toEqual({ personalAllowance: ['Personal allowance must be at least 0'] });
      const code = await create({ emergencyTaxCode: 'ABC' }).expect(400);
      expect(code.body).toEqual({ message: 'Emergency tax code is not a valid tax code: ABC', errors: { emergencyTaxCode: ['Emergency tax code is not a valid tax code: ABC'] } });
      expect((await create({ emergencyTaxCode: 'SD9' }).expect(400)).body.errors).toHaveProperty('emergencyTaxCode');
    });
  });

  describe('the next tax year, 2027-28, entered as data', () => {
    // The figures an admin would enter: allowance 13,000 (code 1300L), rUK basic band widened to 38,000 and the
    // higher band narrowed to keep the additional-rate threshold at 125,140.
    const y2028 = (): Record<string, any> => {
      const body = editable();
      body.personalAllowance = 13000;
      body.emergencyTaxCode = '1300l';
      body.rateTables.restOfUk.bands[0].width = 38000;
      body.rateTables.restOfUk.bands[1].width = 87140;
      return { ...body, taxYear: '2027-28' };
    };

    it('copy of 2026-27 with changed figures: 201 with derived labels and dates; the history records what differs from 2026-27', async () => {
      const r = await admin().post(`${BASE}/2026-27/copy`, y2028()).expect(201);
      expect(r.body).toMatchObject({ taxYear: '2027-28', shortLabel: '27-28', startDate: '2027-04-06', endDate: '2028-04-05', personalAllowance: 13000, emergencyTaxCode: '1300L' });
      expect(await yearsStored()).toEqual(['2024-25', '2025-26', '2026-27', '2027-28']);

      const history = (await admin().get(`${BASE}/2027-28/history`).expect(200)).body;
      expect(history).toEqual([
        {
          id: expect.any(String),
          taxYear: '2027-28',
          action: 'created',
          copiedFrom: '2026-27',
          changedAt: expect.any(String),
          changedBy: t.adminEmail,
          changes: [
            { field: 'personalAllowance', before: 12570, after: 13000 },
            { field: 'emergencyTaxCode', before: '1257L', after: '1300L' },
            {
              field: 'rateTables.restOfUk',
              before: fiscalYear2026To27.rateTables.restOfUk,
              after: { basicRateBandIndex: 0, bands: [{ name: 'basic', width: 38000, ratePercent: 20 }, { name: 'higher', width: 87140, ratePercent: 40 }, { name: 'additional', width: null, ratePercent: 45 }] },
            },
          ],
        },
      ]);
    });

    it('409 when the year exists, through either create route', async () => {
      const message = { message: 'Fiscal parameters for tax year 2027-28 already exist' };
      await admin().post(BASE, y2028()).expect(409, message);
      await admin().post(`${BASE}/2026-27/copy`, y2028()).expect(409, message);
    });

    it('the simulator runs on it at once; the expected tax is worked by hand from the figures entered', async () => {
      const r = await admin()
        .post(SIMULATE, { fiscalYear: '27-28', taxCode: '1300L', monthlySalaries: twelve(5000), enrollmentStatus: twelve(true), ytdTaxOverrides: twelve(null), monthlyTaxCodes: twelve('1300L') })
        .expect(200);
      // 1300L free pay a month: 2 x 416.67 (two blocks of 500) + (300 x 10 + 9) / 12 = 250.75 -> 1,084.09.
      expect(r.body.monthlyCalculations[0]).toMatchObject({ cumulativeDeduction: 1084.09, cumulativeTaxableIncome: 3915 });
      // March: free pay 13,009.08, taxable pay 60,000 - 13,009.08 -> 46,990; 38,000 at 20% (7,600) + 8,990 at 40% (3,596).
      expect(r.body.monthlyCalculations[11]).toMatchObject({ cumulativeDeduction: 13009.08, cumulativeTaxableIncome: 46990, cumulativeTaxPaid: 11196 });
      expect(r.body.totalTaxDeduction).toBe(11196);
    });

    it('an edit of the year (not started yet) is saved, shown by GET, used by the simulator and kept in the history', async () => {
      const body = y2028();
      const { taxYear: _y, ...figures } = body;
      figures.rateTables.restOfUk.bands[1].ratePercent = 41;
      figures.regulatoryLimitPercent = 49.5;
      const r = await admin().put(`${BASE}/2027-28`, figures).expect(200);
      expect(r.body).toMatchObject({ taxYear: '2027-28', regulatoryLimitPercent: 49.5 });
      expect((await admin().get(`${BASE}/2027-28`).expect(200)).body.rateTables.restOfUk.bands[1].ratePercent).toBe(41);

      const sim = await admin()
        .post(SIMULATE, { fiscalYear: '2027-28', taxCode: '1300L', monthlySalaries: twelve(5000), enrollmentStatus: twelve(true), ytdTaxOverrides: twelve(null), monthlyTaxCodes: twelve('1300L') })
        .expect(200);
      // 7,600 + 8,990 at 41% (3,685.90).
      expect(sim.body.totalTaxDeduction).toBe(11285.9);

      const history = (await admin().get(`${BASE}/2027-28/history`).expect(200)).body;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);
      expect(history[0]).toMatchObject({ copiedFrom: null, changedBy: t.adminEmail });
      expect(history[0].changes.map((c: { field: string }) => c.field)).toEqual(['regulatoryLimitPercent', 'rateTables.restOfUk']);
      expect(history[0].changes[0]).toEqual({ field: 'regulatoryLimitPercent', before: 50, after: 49.5 });
      expect(history[0].changes[1].before.bands[1].ratePercent).toBe(40);
      expect(history[0].changes[1].after.bands[1].ratePercent).toBe(41);
      expect(new Date(history[0].changedAt).getTime()).toBeGreaterThanOrEqual(new Date(history[1].changedAt).getTime());

      // Saving the same figures again records nothing.
      await admin().put(`${BASE}/2027-28`, figures).expect(200);
      expect((await admin().get(`${BASE}/2027-28/history`).expect(200)).body).toHaveLength(2);
    });

    it('is editable until 23:59 on 5 April 2027 (UK time) and read-only from 6 April', async () => {
      const { taxYear: _y, ...figures } = y2028();
      clock.set('2027-04-05T22:59:59Z'); // 23:59:59 BST
      await admin().put(`${BASE}/2027-28`, figures).expect(200);
      clock.set('2027-04-05T23:00:00Z'); // midnight BST: 6 April
      await admin()
        .put(`${BASE}/2027-28`, figures)
        .expect(409, { message: 'Tax year 2027-28 started on 6 April 2027: its parameters are read-only. Add the next tax year instead.' });
    });

    it('two concurrent creates of the same year: one 201, one 409; one row and one history entry', async () => {
      const body = { ...editable(), taxYear: '2028-29' };
      const answers = await Promise.all([admin().post(BASE, body), admin().post(`${BASE}/2027-28/copy`, body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: 'Fiscal parameters for tax year 2028-29 already exist' });
      expect((await yearsStored()).filter((y: string) => y === '2028-29')).toHaveLength(1);
      const history = (await admin().get(`${BASE}/2028-29/history`).expect(200)).body;
      expect(history).toHaveLength(1);
      expect(history[0].action).toBe('created');
    });
  });
});
