import { fiscalYear2025To26 } from '@app/paye';
import type { FiscalYearParametersBody } from './dto/fiscal-parameters.dto';
import {
  fieldChanges,
  fiscalParameterColumns,
  hasStarted,
  longDate,
  semanticProblems,
  storedInput,
  taxYearDates,
  toEngineParameters,
  toFiscalYearParametersDto,
} from './fiscal-parameters-rules';
import { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';

const body = (): FiscalYearParametersBody => JSON.parse(JSON.stringify(fiscalYear2025To26));

it('derives the labels and dates of a UK tax year, refusing non-consecutive years', () => {
  expect(taxYearDates('2027-28')).toEqual({ shortLabel: '27-28', startDate: '2027-04-06', endDate: '2028-04-05' });
  expect(taxYearDates('2099-00')).toEqual({ shortLabel: '99-00', startDate: '2099-04-06', endDate: '2100-04-05' });
  expect(taxYearDates('2027-29')).toBeUndefined();
  expect(taxYearDates('27-28')).toBeUndefined();
});

it('a year has started from its first day (UK date) on', () => {
  expect(hasStarted('2027-04-06', '2027-04-05')).toBe(false);
  expect(hasStarted('2027-04-06', '2027-04-06')).toBe(true);
  expect(hasStarted('2027-04-06', '2028-01-01')).toBe(true);
  expect(longDate('2027-04-06')).toBe('6 April 2027');
});

describe('fieldChanges', () => {
  it('lists only the differing fields, rate tables per region, whatever the key order of the stored JSON', () => {
    const before = body();
    const after = body();
    after.personalAllowance = 13000;
    after.rateTables.scotland.bands[0].width = 3000;
    const reordered = { ...before, rateTables: { ...before.rateTables, wales: { bands: before.rateTables.wales.bands.map((b) => ({ ratePercent: b.ratePercent, width: b.width, name: b.name })), basicRateBandIndex: 0 } } };
    expect(fieldChanges(reordered, after)).toEqual([
      { field: 'personalAllowance', before: 12570, after: 13000 },
      { field: 'rateTables.scotland', before: before.rateTables.scotland, after: after.rateTables.scotland },
    ]);
    expect(fieldChanges(before, before)).toEqual([]);
  });

  it('without a "before" lists every field, before null; the "after" is what is stored', () => {
    const b = body();
    b.emergencyTaxCode = ' 1257l ';
    const changes = fieldChanges(null, storedInput(b));
    expect(changes.map((c) => c.field)).toEqual([
      'personalAllowance',
      'personalAllowanceTaperThreshold',
      'emergencyTaxCode',
      'regulatoryLimitPercent',
      'rateTables.restOfUk',
      'rateTables.wales',
      'rateTables.scotland',
    ]);
    expect(changes.every((c) => c.before === null)).toBe(true);
    expect(changes[2].after).toBe('1257L');
    expect(changes[3].after).toBe(50);
  });
});

describe('semanticProblems', () => {
  it('accepts the default figures', () => {
    expect(semanticProblems(body())).toEqual({});
  });

  it('refuses a band whose rate is below the band under it (bands go from the lowest rate up)', () => {
    const b = body();
    b.rateTables.restOfUk.bands[2].ratePercent = 39.99;
    expect(semanticProblems(b)).toEqual({
      'rateTables.restOfUk.bands': ['England and Northern Ireland: bands go from the lowest rate up; "additional" (39.99%) is below "higher" (40%)'],
    });
    b.rateTables.restOfUk.bands[2].ratePercent = 40;
    expect(semanticProblems(b)).toEqual({});
  });

  it('names an invalid emergency code, a closed top band, an open middle band and a band index out of range', () => {
    const b = body();
    b.emergencyTaxCode = 'XYZ';
    b.rateTables.wales.bands[b.rateTables.wales.bands.length - 1].width = 10;
    b.rateTables.scotland.bands[0].width = null;
    b.rateTables.restOfUk.basicRateBandIndex = 99;
    expect(semanticProblems(b)).toEqual({
      emergencyTaxCode: ['Emergency tax code is not a valid tax code: XYZ'],
      'rateTables.wales.bands': ['Wales: the top band must be open-ended (width null)'],
      'rateTables.scotland.bands': [`Scotland: only the top band may be open-ended; give "${b.rateTables.scotland.bands[0].name}" a width`],
      'rateTables.restOfUk.basicRateBandIndex': ['England and Northern Ireland: the basic-rate band index must point at one of the bands'],
    });
  });
});

it('stores trimmed band names, a normalised code and the percentage as exact text; reads it back as a number', () => {
  const b = body();
  b.emergencyTaxCode = ' 1257l w1 ';
  b.rateTables.restOfUk.bands[0].name = '  Basic  ';
  b.regulatoryLimitPercent = 50;
  const columns = fiscalParameterColumns(b);
  expect(columns).toMatchObject({ regulatoryLimitPercent: '50.00', rateTables: { restOfUk: { bands: expect.arrayContaining([expect.objectContaining({ name: 'Basic' })]) } } });
  expect(columns.emergencyTaxCode).not.toMatch(/^\s|\s$/);

  const row = Object.assign(new FiscalYearParametersEntity(), { taxYear: '2025-26', shortLabel: '25-26', startDate: '2025-04-06', endDate: '2026-04-05', ...columns, updatedAt: new Date('2026-01-02T03:04:05Z') });
  const dto = toFiscalYearParametersDto(row);
  expect(dto).toMatchObject({ regulatoryLimitPercent: 50, updatedAt: '2026-01-02T03:04:05.000Z' });
  expect(toEngineParameters(dto)).not.toHaveProperty('updatedAt');
});
