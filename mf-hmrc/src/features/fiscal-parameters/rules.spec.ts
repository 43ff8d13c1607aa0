import type { RateTableDto } from '@app/contracts';
import { addBand, bandRows, changeText, formOf, inputOf, removeBand, yearStatus } from './rules';

describe('bandRows', () => {
  it('turns band widths into pound ranges, the last one open-ended, and marks the basic band', () => {
    const table = {
      basicRateBandIndex: 1,
      bands: [
        { name: 'Starter', width: 2306, ratePercent: 19 },
        { name: 'Basic', width: 11685, ratePercent: 20 },
        { name: 'Top', width: null, ratePercent: 48 },
      ],
    } as unknown as RateTableDto;
    expect(bandRows(table)).toEqual([
      { index: 0, name: 'Starter', from: 0, to: 2306, ratePercent: 19, basic: false },
      { index: 1, name: 'Basic', from: 2307, to: 13991, ratePercent: 20, basic: true },
      { index: 2, name: 'Top', from: 13992, to: null, ratePercent: 48, basic: false },
    ]);
  });
});

describe('tax years', () => {
  const year = { startDate: '2027-04-06', endDate: '2028-04-05' };

  it('is not started before its 6 April, current until its 5 April, then started (read-only)', () => {
    expect(yearStatus(year, '2027-04-05')).toBe('notStarted');
    expect(yearStatus(year, '2027-04-06')).toBe('current');
    expect(yearStatus(year, '2028-04-05')).toBe('current');
    expect(yearStatus(year, '2028-04-06')).toBe('started');
  });
});

describe('the edit form', () => {
  const input = {
    personalAllowance: 12570,
    personalAllowanceTaperThreshold: 100000,
    emergencyTaxCode: '1257L',
    regulatoryLimitPercent: 50,
    rateTables: {
      restOfUk: { basicRateBandIndex: 0, bands: [{ name: 'basic', width: 37700, ratePercent: 20 }, { name: 'additional', width: null, ratePercent: 45 }] },
      wales: { basicRateBandIndex: 0, bands: [{ name: 'basic', width: null, ratePercent: 20 }] },
      scotland: { basicRateBandIndex: 1, bands: [{ name: 'starter', width: 2827, ratePercent: 19 }, { name: 'basic', width: 12094, ratePercent: 20 }, { name: 'top', width: null, ratePercent: 48 }] },
    },
  };

  it('round-trips the figures; accepts thousands separators, £ and %', () => {
    expect(inputOf(formOf(input))).toEqual({ input });
    const form = formOf(input);
    form.personalAllowance = '£13,000';
    form.regulatoryLimitPercent = '49.5%';
    expect(inputOf(form)).toMatchObject({ input: { personalAllowance: 13000, regulatoryLimitPercent: 49.5 } });
  });

  it('names each field that is not a number, keyed like the server; the top band needs no width', () => {
    const form = formOf(input);
    form.personalAllowance = '12570.5';
    form.rateTables.restOfUk.bands[0].width = '';
    form.rateTables.restOfUk.bands[1].width = 'ignored';
    form.rateTables.scotland.bands[2].ratePercent = '48.125';
    expect(inputOf(form)).toEqual({
      errors: {
        personalAllowance: 'Personal allowance must be a whole number of pounds',
        'rateTables.restOfUk.bands.0.width': 'Band width must be a whole number of pounds',
        'rateTables.scotland.bands.2.ratePercent': 'Rate must be a percentage with at most 2 decimals',
      },
    });
  });

  it('adds a band on top and removes one, keeping the basic-rate band where it was', () => {
    const scotland = formOf(input).rateTables.scotland;
    expect(addBand(scotland).bands.map((b) => b.name)).toEqual(['starter', 'basic', 'top', '']);
    expect(removeBand(scotland, 0)).toMatchObject({ basicRateBandIndex: 0, bands: [{ name: 'basic' }, { name: 'top' }] });
    expect(removeBand(scotland, 2).basicRateBandIndex).toBe(1);
    expect(removeBand(scotland, 1)).toMatchObject({ basicRateBandIndex: 0, bands: [{ name: 'starter' }, { name: 'top' }] });
  });
});

it('words history values: pounds, percentages, codes, a region in one line, nothing as a dash', () => {
  expect(changeText('personalAllowance', 13000)).toBe('£13,000.00');
  expect(changeText('regulatoryLimitPercent', 49.5)).toBe('49.50%');
  expect(changeText('emergencyTaxCode', '1300L')).toBe('1300L');
  expect(changeText('personalAllowance', null)).toBe('—');
  expect(changeText('rateTables.wales', { basicRateBandIndex: 0, bands: [{ name: 'basic', width: 37700, ratePercent: 20 }, { name: 'higher', width: null, ratePercent: 40 }] })).toBe(
    'basic (BR): £37,700.00 at 20.00%; higher: rest at 40.00%',
  );
});
