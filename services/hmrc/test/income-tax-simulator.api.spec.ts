// POST /api/incometaxsimulator/simulate through HTTP on a real database: validation, error paths, E1 of
// design/paye.md, and the simulator running on the stored (editable) fiscal parameters.
import { Clock } from '@app/nest-common';
import { createHmrcTestApp, expectAdminOnly, HmrcTestApp, TestClock } from './support/hmrc-test-app';

const SIMULATE = '/api/incometaxsimulator/simulate';
const twelve = <T>(value: T): T[] => Array.from({ length: 12 }, () => value);

const e1 = (over: Record<string, unknown> = {}) => ({
  fiscalYear: '25-26',
  taxCode: '1257L',
  monthlySalaries: twelve(2500),
  enrollmentStatus: twelve(true),
  ytdTaxOverrides: twelve(null),
  monthlyTaxCodes: twelve('1257L'),
  ...over,
});

describe('Income tax simulator API', () => {
  let t: HmrcTestApp;

  beforeAll(async () => {
    // Before 6 April 2025, so that 2025-26 is still editable (a started year is read-only).
    t = await createHmrcTestApp({ overrides: [{ provide: Clock, useValue: new TestClock(new Date('2025-03-01T12:00:00Z')) }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is Admin only: 401 without a token, 403 for Manager and Employee', async () => {
    await expectAdminOnly(t, [['post', SIMULATE]]);
  });

  it('answers the spec response with the figures of E1 (1257L at £2,500/month, 2025-26)', async () => {
    const r = await t.as(t.admin).post(SIMULATE, e1()).expect(200);
    expect(Object.keys(r.body).sort()).toEqual(['monthlyCalculations', 'processedTaxCode', 'projectedTaxRate', 'taxCodeType', 'totalTaxDeduction']);
    expect(r.body).toMatchObject({ totalTaxDeduction: 3484, processedTaxCode: '1257L', taxCodeType: 'Standard allowance (L)' });
    expect(r.body.monthlyCalculations).toHaveLength(12);
    expect(r.body.monthlyCalculations[0]).toEqual({
      isHistoryLine: false,
      monthName: 'April',
      monthNumber: 1,
      taxCode: '1257L',
      monthlySalary: 2500,
      cumulativeSalary: 2500,
      cumulativeDeduction: 1048.26,
      cumulativeTaxableIncome: 1451,
      projectedYearlySalary: 30000,
      projectedTaxRate: expect.any(Number),
      taxEstimation: 290.2,
      cumulativeTaxPaid: 290.2,
      monthlyTaxDeduction: 290.2,
      potentialRefund: 0,
    });
    const march = r.body.monthlyCalculations[11];
    expect(march).toMatchObject({ monthName: 'March', cumulativeSalary: 30000, cumulativeDeduction: 12579.12, cumulativeTaxableIncome: 17420, taxEstimation: 3484, cumulativeTaxPaid: 3484, monthlyTaxDeduction: 290.2 });
    // 3,484.00 of 30,000.00 = 11.61%
    expect(r.body.projectedTaxRate).toBe(11.61);
  });

  it('accepts the long tax year form, lower-case codes with spaces, and history months (E13)', async () => {
    const r = await t.as(t.admin).post(SIMULATE, e1({
      fiscalYear: '2025-26',
      taxCode: ' 1257l ',
      monthlySalaries: [3000, 3000, 3000, ...twelve(2000).slice(3)],
      enrollmentStatus: [false, false, false, ...twelve(true).slice(3)],
      ytdTaxOverrides: [390.2, 780.6, 1171, ...twelve(null).slice(3)],
      monthlyTaxCodes: twelve('1257 l'),
    })).expect(200);
    const rows = r.body.monthlyCalculations;
    expect(rows.slice(0, 3).map((m: { isHistoryLine: boolean; cumulativeTaxPaid: number }) => [m.isHistoryLine, m.cumulativeTaxPaid])).toEqual([[true, 390.2], [true, 780.6], [true, 1171]]);
    expect(rows[3]).toMatchObject({ isHistoryLine: false, taxCode: '1257L', cumulativeSalary: 11000, cumulativeDeduction: 4193.04, cumulativeTaxableIncome: 6806, taxEstimation: 1361.2, monthlyTaxDeduction: 190.2, cumulativeTaxPaid: 1361.2 });
    expect(r.body.totalTaxDeduction).toBe(1713);
    expect(r.body.processedTaxCode).toBe('1257L');
  });

  it('shows refunds as potentialRefund (E2, month 3)', async () => {
    const r = await t.as(t.admin).post(SIMULATE, e1({ monthlySalaries: [3000, 3000, 0, 1000, 6000, 2000, 2000, 0, 0, 4000, 2500, 2500] })).expect(200);
    expect(r.body.monthlyCalculations[2]).toMatchObject({ monthlyTaxDeduction: 0, potentialRefund: 209.6, cumulativeTaxPaid: 571 });
    expect(r.body.totalTaxDeduction).toBe(2684);
  });

  describe('validation (400 with per-field errors)', () => {
    const post = (body: unknown) => t.as(t.admin).post(SIMULATE, body);

    it('no salary above zero: "Please enter at least one salary amount"', async () => {
      const r = await post(e1({ monthlySalaries: twelve(0) })).expect(400);
      expect(r.body).toEqual({ message: 'Please enter at least one salary amount', errors: { monthlySalaries: ['Please enter at least one salary amount'] } });
    });

    it('an invalid code names the month and the code', async () => {
      const codes = twelve('1257L');
      codes[4] = 'XYZ1';
      const r = await post(e1({ monthlyTaxCodes: codes })).expect(400);
      expect(r.body.message).toContain('August');
      expect(r.body.message).toContain('XYZ1');
      expect(r.body.errors.monthlyTaxCodes).toEqual([r.body.message]);
    });

    it('an invalid main code is a 400 naming the code', async () => {
      const r = await post(e1({ taxCode: 'K0', monthlyTaxCodes: twelve('') })).expect(400);
      expect(r.body.message).toContain('K0');
      expect(r.body.errors.taxCode).toBeDefined();
    });

    it('SD2 outside Scotland is refused, never a 500', async () => {
      const r = await post(e1({ taxCode: 'SD2', monthlyTaxCodes: twelve('D2') })).expect(400);
      expect(r.body.message).toMatch(/D2/);
    });

    it('an unknown tax year', async () => {
      const r = await post(e1({ fiscalYear: '19-20' })).expect(400);
      expect(r.body).toEqual({ message: 'Unknown tax year: 19-20', errors: { fiscalYear: ['Unknown tax year: 19-20'] } });
      expect((await post(e1({ fiscalYear: '' })).expect(400)).body.errors.fiscalYear).toEqual(['Tax year is required']);
    });

    it.each([
      ['11 salaries', { monthlySalaries: twelve(2500).slice(1) }, 'monthlySalaries'],
      ['13 salaries', { monthlySalaries: [...twelve(2500), 1] }, 'monthlySalaries'],
      ['a negative salary', { monthlySalaries: [-1, ...twelve(2500).slice(1)] }, 'monthlySalaries'],
      ['3 decimals', { monthlySalaries: [2500.001, ...twelve(2500).slice(1)] }, 'monthlySalaries'],
      ['a salary as text', { monthlySalaries: ['2500', ...twelve(2500).slice(1)] }, 'monthlySalaries'],
      ['11 enrolment flags', { enrollmentStatus: twelve(true).slice(1) }, 'enrollmentStatus'],
      ['a non-boolean flag', { enrollmentStatus: ['yes', ...twelve(true).slice(1)] }, 'enrollmentStatus'],
      ['11 overrides', { ytdTaxOverrides: twelve(null).slice(1) }, 'ytdTaxOverrides'],
      ['a negative override', { enrollmentStatus: [false, ...twelve(true).slice(1)], ytdTaxOverrides: [-5, ...twelve(null).slice(1)] }, 'ytdTaxOverrides'],
      ['an override with 3 decimals', { ytdTaxOverrides: [1.234, ...twelve(null).slice(1)] }, 'ytdTaxOverrides'],
      ['13 codes', { monthlyTaxCodes: [...twelve('1257L'), '1257L'] }, 'monthlyTaxCodes'],
      ['a missing tax code', { taxCode: undefined }, 'taxCode'],
    ])('%s', async (_name, over, field) => {
      const r = await post(e1(over)).expect(400);
      expect(r.body.message).toEqual(expect.any(String));
      expect(Object.keys(r.body.errors)).toContain(field);
    });

    it('an unknown field is refused, as everywhere else', async () => {
      const r = await post(e1({ bonus: 100 })).expect(400);
      expect(r.body).toEqual({ message: 'Unknown field: bonus', errors: { bonus: ['Unknown field: bonus'] } });
    });

    it('a body that is not an object', async () => {
      const r = await t.as(t.admin).post(SIMULATE).set('Content-Type', 'application/json').send('[1,2]').expect(400);
      expect(r.body.message).toEqual(expect.any(String));
    });
  });

  it('runs on the stored fiscal parameters: an edited year changes the result, and a new year becomes available', async () => {
    const stored = (await t.as(t.admin).get('/api/fiscalparameters/2025-26').expect(200)).body;
    const { taxYear: _t, shortLabel: _s, startDate: _a, endDate: _b, updatedAt: _u, ...editable } = stored;
    try {
      // The code, not the personal allowance, gives free pay; the bands come from the table: halve the basic band.
      const narrower = structuredClone(editable);
      narrower.rateTables.restOfUk.bands[0].width = 18850;
      await t.as(t.admin).put('/api/fiscalparameters/2025-26', narrower).expect(200);
      const high = await t.as(t.admin).post(SIMULATE, e1({ monthlySalaries: twelve(5000) })).expect(200);
      // Taxable pay at March: 60,000 - 12,579.12 -> 47,420; 18,850 at 20% + 28,570 at 40% = 15,198.00.
      expect(high.body.totalTaxDeduction).toBe(15198);

      await t.as(t.admin).post('/api/fiscalparameters', { ...editable, taxYear: '2027-28' }).expect(201);
      const next = await t.as(t.admin).post(SIMULATE, e1({ fiscalYear: '27-28' })).expect(200);
      expect(next.body.totalTaxDeduction).toBe(3484);
    } finally {
      await t.as(t.admin).put('/api/fiscalparameters/2025-26', editable).expect(200);
    }
    const again = await t.as(t.admin).post(SIMULATE, e1()).expect(200);
    expect(again.body.totalTaxDeduction).toBe(3484);
  });
});
