// Fiscal parameters API through HTTP: the seeded years, Admin editing, validation and error paths.
import { fiscalYear2025To26 } from '@app/paye';
import { createHmrcTestApp, expectAdminOnly, HmrcTestApp } from './support/hmrc-test-app';

const BASE = '/api/fiscalparameters';

function editable() {
  const { taxYear: _t, shortLabel: _s, startDate: _a, endDate: _b, ...rest } = structuredClone(fiscalYear2025To26);
  return rest as unknown as Record<string, any>;
}

describe('Fiscal parameters API', () => {
  let t: HmrcTestApp;
  const admin = () => t.as(t.admin);

  beforeAll(async () => {
    t = await createHmrcTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is Admin only: 401 without a token, 403 for Manager and Employee', async () => {
    await expectAdminOnly(t, [
      ['get', BASE],
      ['get', `${BASE}/2025-26`],
      ['put', `${BASE}/2025-26`],
      ['post', BASE],
    ]);
  });

  it('lists the three seeded tax years with their bands, equal to the @app/paye defaults', async () => {
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
  });

  it('404 for an unknown year', async () => {
    await admin().get(`${BASE}/2019-20`).expect(404, { message: 'No fiscal parameters for tax year 2019-20' });
    await admin().put(`${BASE}/2019-20`, editable()).expect(404, { message: 'No fiscal parameters for tax year 2019-20' });
  });

  it('PUT edits a year (normalising the emergency code) and GET shows it', async () => {
    const body = editable();
    body.personalAllowance = 13000;
    body.emergencyTaxCode = '1300l';
    const r = await admin().put(`${BASE}/2024-25`, body).expect(200);
    expect(r.body).toMatchObject({ taxYear: '2024-25', shortLabel: '24-25', personalAllowance: 13000, emergencyTaxCode: '1300L' });
    expect((await admin().get(`${BASE}/2024-25`).expect(200)).body.personalAllowance).toBe(13000);
  });

  it('POST adds a new year with derived labels and dates; 409 when it exists', async () => {
    const r = await admin().post(BASE, { ...editable(), taxYear: '2030-31' }).expect(201);
    expect(r.body).toMatchObject({ taxYear: '2030-31', shortLabel: '30-31', startDate: '2030-04-06', endDate: '2031-04-05' });
    await admin().post(BASE, { ...editable(), taxYear: '2030-31' }).expect(409, { message: 'Fiscal parameters for tax year 2030-31 already exist' });
  });

  describe('validation (400 per field)', () => {
    it('missing fields', async () => {
      const r = await admin().post(BASE, {}).expect(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(
        ['emergencyTaxCode', 'personalAllowance', 'personalAllowanceTaperThreshold', 'rateTables', 'regulatoryLimitPercent', 'taxYear'].sort(),
      );
    });

    it('a tax year that is not two consecutive years', async () => {
      const r = await admin().post(BASE, { ...editable(), taxYear: '2030-32' }).expect(400);
      expect(r.body.errors).toEqual({ taxYear: ['Tax year must be two consecutive years, e.g. 2027-28'] });
      expect((await admin().post(BASE, { ...editable(), taxYear: '30-31' }).expect(400)).body.errors.taxYear).toEqual(['Tax year must look like 2027-28']);
    });

    it('bands: rates, widths, open top band, basic-rate index, region present', async () => {
      const body = editable();
      body.rateTables.restOfUk.bands[0].ratePercent = 20.125;
      body.rateTables.restOfUk.bands[1].width = -5;
      body.rateTables.wales.bands[2].ratePercent = 101;
      delete body.rateTables.scotland;
      const r = await admin().put(`${BASE}/2025-26`, body).expect(400);
      expect(Object.keys(r.body.errors).sort()).toEqual([
        'rateTables.restOfUk.bands.0.ratePercent',
        'rateTables.restOfUk.bands.1.width',
        'rateTables.scotland',
        'rateTables.wales.bands.2.ratePercent',
      ]);

      const open = editable();
      open.rateTables.restOfUk.bands[1].width = null;
      open.rateTables.wales.bands[2].width = 1000;
      open.rateTables.scotland.basicRateBandIndex = 9;
      const semantic = await admin().put(`${BASE}/2025-26`, open).expect(400);
      expect(Object.keys(semantic.body.errors).sort()).toEqual([
        'rateTables.restOfUk.bands',
        'rateTables.scotland.basicRateBandIndex',
        'rateTables.wales.bands',
      ]);
    });

    it('an invalid emergency code, a regulatory limit out of range, unknown fields', async () => {
      const body = { ...editable(), emergencyTaxCode: 'ABC', regulatoryLimitPercent: 0 };
      const r = await admin().put(`${BASE}/2025-26`, body).expect(400);
      expect(Object.keys(r.body.errors)).toEqual(['regulatoryLimitPercent']);
      const code = await admin().put(`${BASE}/2025-26`, { ...editable(), emergencyTaxCode: 'ABC' }).expect(400);
      expect(code.body).toEqual({ message: 'Emergency tax code is not a valid tax code: ABC', errors: { emergencyTaxCode: ['Emergency tax code is not a valid tax code: ABC'] } });
      // The year in the body (the client sends back what it read) is ignored: the path names the year.
      const extra = await admin().put(`${BASE}/2025-26`, { ...editable(), taxYear: '2031-32' }).expect(200);
      expect(extra.body.taxYear).toBe('2025-26');
    });
  });
});
