import { fiscalYear2024To25, fiscalYear2025To26, fiscalYear2026To27 } from './fiscalYear';
import { bandLimitsForMonth, calculatePayeMonth, freePayForOnePeriod, taxDueOnTaxablePay } from './payeCalculation';
import { simulate } from './simulation';
import { parseTaxCode } from './taxCode';

// Expected figures are copied from design/paye.md; these helpers only read the document's notation.
function pence(text: string): bigint {
  const [pounds, fraction = ''] = text.replace(/,/g, '').split('.');
  const sign = pounds.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(pounds.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0')));
}

function tenThousandths(text: string): bigint {
  const [pounds, fraction = ''] = text.replace(/,/g, '').split('.');
  return BigInt(pounds) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

function monthOne(code: string, pay: string, parameters = fiscalYear2025To26) {
  const p = pence(pay);
  return calculatePayeMonth({ code: parseTaxCode(code), month: 1, pay: p, payToDate: p, taxPaidBefore: 0n }, parameters);
}

describe('free pay for one month (paye.md 4.1)', () => {
  it.each([
    [1257, '1,048.26'],
    [45, '38.25'],
    [500, '417.42'],
    [585, '488.26'],
    [999, '833.26'],
    [1000, '834.09'],
    [1001, '834.93'],
    [0, '0.00'],
  ])('code number %i -> %s', (codeNumber, expected) => {
    expect(freePayForOnePeriod(codeNumber)).toBe(pence(expected));
  });

  it('to date multiplies the rounded monthly figure (1257L: 12 months = 12,579.12, month 3 = 3,144.78)', () => {
    expect(freePayForOnePeriod(1257) * 12n).toBe(pence('12,579.12'));
    expect(freePayForOnePeriod(1257) * 3n).toBe(pence('3,144.78'));
  });
});

describe('pro-rated band limits (paye.md 2.6)', () => {
  const RUK_2025_26 = `
| 1 | 3,141.6666 (3,142) / 628.3333 | 10,428.3333 (10,429) / 3,543.0000 |
| 2 | 6,283.3333 (6,284) / 1,256.6666 | 20,856.6666 (20,857) / 7,086.0000 |
| 3 | 9,425.0000 (9,425) / 1,885.0000 | 31,285.0000 (31,285) / 10,629.0000 |
| 4 | 12,566.6666 (12,567) / 2,513.3333 | 41,713.3333 (41,714) / 14,172.0000 |
| 5 | 15,708.3333 (15,709) / 3,141.6666 | 52,141.6666 (52,142) / 17,715.0000 |
| 6 | 18,850.0000 (18,850) / 3,770.0000 | 62,570.0000 (62,570) / 21,258.0000 |
| 7 | 21,991.6666 (21,992) / 4,398.3333 | 72,998.3333 (72,999) / 24,801.0000 |
| 8 | 25,133.3333 (25,134) / 5,026.6666 | 83,426.6666 (83,427) / 28,344.0000 |
| 9 | 28,275.0000 (28,275) / 5,655.0000 | 93,855.0000 (93,855) / 31,887.0000 |
| 10 | 31,416.6666 (31,417) / 6,283.3333 | 104,283.3333 (104,284) / 35,430.0000 |
| 11 | 34,558.3333 (34,559) / 6,911.6666 | 114,711.6666 (114,712) / 38,973.0000 |
| 12 | 37,700.0000 (37,700) / 7,540.0000 | 125,140.0000 (125,140) / 42,516.0000 |`;

  function limitCells(cells: string[]) {
    return cells.map((cell) => {
      const [, exact, test, tax] = /^([\d,.]+) \(([\d,]+)\) \/ ([\d,.]+)$/.exec(cell)!;
      return { exactTop: tenThousandths(exact), testValue: pence(test), taxAtTop: tenThousandths(tax) };
    });
  }

  const rows = RUK_2025_26.trim()
    .split('\n')
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

  it.each(rows.map(([month, ...cells]) => [Number(month), cells] as const))('England, Wales and 2024-25 month %i', (month, cells) => {
    const expected = limitCells(cells);
    expect(bandLimitsForMonth(fiscalYear2025To26.rateTables.restOfUk, month)).toEqual(expected);
    expect(bandLimitsForMonth(fiscalYear2025To26.rateTables.wales, month)).toEqual(expected);
    expect(bandLimitsForMonth(fiscalYear2024To25.rateTables.restOfUk, month)).toEqual(expected);
  });

  it('Scotland 2025-26, month 1', () => {
    expect(bandLimitsForMonth(fiscalYear2025To26.rateTables.scotland, 1)).toEqual(
      limitCells([
        '235.5833 (236) / 44.7608',
        '1,243.4166 (1,244) / 246.3275',
        '2,591.0000 (2,591) / 529.3200',
        '5,202.5000 (5,203) / 1,626.1500',
        '10,428.3333 (10,429) / 3,977.7750',
      ]),
    );
  });

  it('Scotland 2024-25, month 1', () => {
    expect(bandLimitsForMonth(fiscalYear2024To25.rateTables.scotland, 1)).toEqual(
      limitCells([
        '192.1666 (193) / 36.5116',
        '1,165.9166 (1,166) / 231.2616',
        '2,591.0000 (2,591) / 530.5291',
        '5,202.5000 (5,203) / 1,627.3591',
        '10,428.3333 (10,429) / 3,978.9841',
      ]),
    );
  });

  it.each([
    ['2025-26', fiscalYear2025To26, ['537.13', '2,955.93', '6,351.84', '19,513.80', '47,733.30']],
    ['2024-25', fiscalYear2024To25, ['438.14', '2,775.14', '6,366.35', '19,528.31', '47,747.81']],
  ] as const)('Scottish cumulative annual tax at each band top, %s', (_year, parameters, expected) => {
    expect(bandLimitsForMonth(parameters.rateTables.scotland, 12).map((limit) => limit.taxAtTop)).toEqual(
      expected.map(tenThousandths),
    );
  });

  it('Scotland 2026-27 bands end at 125,140 like the other years', () => {
    const limits = bandLimitsForMonth(fiscalYear2026To27.rateTables.scotland, 12);
    expect(limits.map((limit) => limit.testValue)).toEqual(
      ['3,967', '16,956', '31,092', '62,430', '125,140'].map(pence),
    );
  });
});

describe('boundary vectors, 2025-26 month 1 (paye.md 6)', () => {
  it.each([
    ['1257L', '4,190.25', '3,141.99', '3,141', '628.20'],
    ['1257L', '4,190.26', '3,142.00', '3,142', '628.40'],
    ['1257L', '4,190.76', '3,142.50', '3,142', '628.46'],
    ['1257L', '4,191.26', '3,143.00', '3,143', '628.86'],
    ['1257L', '11,477.26', '10,429.00', '10,429', '3,543.26'],
    ['1257L', '11,477.76', '10,429.50', '10,429', '3,543.30'],
    ['1257L', '11,478.26', '10,430.00', '10,430', '3,543.75'],
    ['S1257L', '2,292.26', '1,244.00', '1,244', '246.44'],
    ['S1257L', '3,639.26', '2,591.00', '2,591', '529.32'],
    ['S1257L', '3,640.26', '2,592.00', '2,592', '529.74'],
  ])('%s on %s: U %s, T %s, tax %s', (code, pay, unrounded, taxable, tax) => {
    const result = monthOne(code, pay);
    expect(pence(pay) - result.payAdjustment).toBe(pence(unrounded));
    expect(result.taxablePay).toBe(pence(taxable));
    expect(result.taxDue).toBe(pence(tax));
    expect(result.tax).toBe(pence(tax));
  });
});

describe('HMRC 2025-26 test points (paye.md 6)', () => {
  it.each([
    ['45L M1', '39.25', '0.20'],
    ['45L M1', '3,164.24', '625.00'],
    ['45L M1', '10,500.78', '3,558.15'],
    ['45L M1', '12,539.25', '4,475.70'],
    ['BR M1', '99.99', '19.80'],
    ['D0 M1', '99.99', '39.60'],
    ['D1 M1', '99.99', '44.55'],
    ['K585', '895', '276.60'],
    ['K45 M1', '950', '197.60'],
    ['1001L', '5,000', '1,037.66'],
    ['SD3 M1', '5,300.67', '2,544.00'],
    ['S45L M1', '10,450.24', '3,969.97'],
  ])('%s month 1 on %s -> %s', (code, pay, tax) => {
    expect(monthOne(code, pay).tax).toBe(pence(tax));
  });

  it('K45 M1 on 950 taxes 950 + 38.25 of additional pay', () => {
    const result = monthOne('K45 M1', '950');
    expect(result.payAdjustment).toBe(-pence('38.25'));
    expect(result.taxablePay).toBe(pence('988'));
  });

  it('1257L months 1-3: 1,156.25, 1,156.26, 31,123.26 -> 21.40, 21.60, 10,188.00 (tax due to date 10,231.00)', () => {
    const response = simulate(
      {
        fiscalYear: '2025-26',
        taxCode: '1257L',
        monthlySalaries: [1156.25, 1156.26, 31123.26, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        enrollmentStatus: Array(12).fill(true),
        ytdTaxOverrides: Array(12).fill(null),
        monthlyTaxCodes: Array(12).fill('1257L'),
      },
      fiscalYear2025To26,
    );
    const [april, may, june] = response.monthlyCalculations;
    expect([april.monthlyTaxDeduction, may.monthlyTaxDeduction, june.monthlyTaxDeduction]).toEqual([21.4, 21.6, 10188]);
    expect(june.cumulativeSalary).toBe(33435.77);
    expect(june.taxEstimation).toBe(10231);
  });
});

describe('hand checks (paye.md 5)', () => {
  it('S1257L 2025-26: year on T = 35,420 is 8,169.60', () => {
    expect(taxDueOnTaxablePay(pence('35,420.88'), 12, fiscalYear2025To26.rateTables.scotland)).toBe(pence('8,169.60'));
  });

  it('1257L 2025-26: year on T = 167,420 is 61,542.00', () => {
    expect(taxDueOnTaxablePay(pence('167,420.88'), 12, fiscalYear2025To26.rateTables.restOfUk)).toBe(pence('61,542.00'));
  });

  it('E3 month 1: K500 on 200 is due 123.40 but the 50% limit deducts 100.00', () => {
    const result = monthOne('K500', '200');
    expect(result.taxDue).toBe(pence('123.40'));
    expect(result.tax).toBe(pence('100.00'));
    expect(result.regulatoryLimitApplied).toBe(true);
  });

  it('a cumulative code refunds with zero pay (the limit caps deductions only)', () => {
    const result = calculatePayeMonth(
      { code: parseTaxCode('1257L'), month: 3, pay: 0n, payToDate: pence('6,000'), taxPaidBefore: pence('780.60') },
      fiscalYear2025To26,
    );
    expect(result.tax).toBe(-pence('209.60'));
    expect(result.regulatoryLimitApplied).toBe(false);
  });

  it('a W1/M1 code ignores tax already paid, so it never refunds', () => {
    const result = calculatePayeMonth(
      { code: parseTaxCode('1257L M1'), month: 6, pay: 0n, payToDate: pence('30,000'), taxPaidBefore: pence('5,000') },
      fiscalYear2025To26,
    );
    expect(result.tax).toBe(0n);
    expect(result.taxPaidToDate).toBe(pence('5,000'));
  });
});
