import { defaultFiscalYearParameters, type FiscalYearParameters } from './fiscalYear';
import { simulate, type SimulationRequest } from './simulation';

/** mulberry32: small seeded generator, so a failure replays exactly. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[integer(0, values.length - 1)];
  /** An amount built from whole pence, so it has at most 2 decimals exactly. */
  const amount = (minPence: number, maxPence: number) => {
    const pence = integer(minPence, maxPence);
    return Number(`${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`);
  };
  return { next, integer, pick, amount };
}

type Random = ReturnType<typeof randomGenerator>;

const REGION_PREFIXES = ['', 'S', 'C'] as const;
const NON_CUMULATIVE = [' M1', ' W1', 'X', ' W1/M1'] as const;

function randomTaxCode(random: Random): string {
  const prefix = random.pick(REGION_PREFIXES);
  const body = random.pick([
    () => `${random.integer(0, 2000)}${random.pick(['L', 'M', 'N', 'T'])}`,
    () => `K${random.integer(1, 1500)}`,
    () => 'BR',
    () => `D${random.integer(0, prefix === 'S' ? 3 : 1)}`,
    () => 'NT',
    () => '0T',
  ])();
  return random.next() < 0.3 ? `${prefix}${body}${random.pick(NON_CUMULATIVE)}` : `${prefix}${body}`;
}

/**
 * Independent annual calculation (paye.md 5, "Year: 30,000 - 12,579.12 = 17,420.88 -> 17,420 x 20%"):
 * taxable pay = annual pay - 12 x one month's free pay, cut to whole pounds, charged through the annual
 * bands. At month 12 the pro-rated limits are the annual whole-pound band tops, so no threshold rounding.
 */
function annualTaxInPence(annualPayPence: bigint, codeNumber: number, parameters: FiscalYearParameters, region: 'restOfUk' | 'scotland' | 'wales'): bigint {
  const ceilDivide = (a: bigint, b: bigint) => (a + b - 1n) / b;
  const n = BigInt(codeNumber);
  const monthlyFreePay =
    n === 0n ? 0n : ((n - 1n) / 500n) * ceilDivide(500_000n, 12n) + ceilDivide((10n * (n - ((n - 1n) / 500n) * 500n) + 9n) * 100n, 12n);
  const taxablePence = annualPayPence - 12n * monthlyFreePay;
  if (taxablePence <= 0n) return 0n;
  let remaining = taxablePence / 100n;
  let taxPence = 0n;
  for (const band of parameters.rateTables[region].bands) {
    const inBand = band.width === null || remaining < BigInt(band.width) ? remaining : BigInt(band.width);
    taxPence += inBand * BigInt(band.ratePercent); // whole pounds x whole percent = pence
    remaining -= inBand;
  }
  return taxPence;
}

const CASES = 400;

describe('property: constant salary on a cumulative suffix code', () => {
  const random = randomGenerator(20250406);
  const cases = Array.from({ length: CASES }, () => {
    const prefix = random.pick(REGION_PREFIXES);
    return {
      parameters: random.pick(defaultFiscalYearParameters),
      prefix,
      region: ({ '': 'restOfUk', S: 'scotland', C: 'wales' } as const)[prefix],
      codeNumber: random.integer(0, 2000),
      suffix: random.pick(['L', 'M', 'N', 'T']),
      // From £100 a month the 50% limit cannot bind on a constant salary, so the cumulative
      // deductions telescope to the month-12 tax due.
      salary: random.amount(10_000, 2_500_000),
    };
  });

  it.each(cases.map((c, i) => [i, c] as const))('case %i: the year\'s tax equals the annual calculation', (_i, c) => {
    const code = `${c.prefix}${c.codeNumber}${c.suffix}`;
    const response = simulate(
      { fiscalYear: c.parameters.taxYear, taxCode: code, monthlySalaries: Array(12).fill(c.salary) },
      c.parameters,
    );
    const annualPayPence = 12n * BigInt(Math.round(c.salary * 100));
    const expected = Number(annualTaxInPence(annualPayPence, c.codeNumber, c.parameters, c.region)) / 100;
    expect(response.totalTaxDeduction).toBe(expected);
    expect(response.monthlyCalculations[11].cumulativeTaxPaid).toBe(expected);
    expect(response.monthlyCalculations.every((row) => row.potentialRefund === 0)).toBe(true);
  });
});

/** Test-side reading of a response amount as whole pence, to compare sums without float residue. */
function inPence(pounds: number): number {
  return Math.round(pounds * 100);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

describe('property: random years of codes, pay, history and P45 figures', () => {
  const random = randomGenerator(424242);
  const requests = Array.from({ length: CASES }, (): [FiscalYearParameters, SimulationRequest] => {
    const parameters = random.pick(defaultFiscalYearParameters);
    const salaries = Array.from({ length: 12 }, () => (random.next() < 0.2 ? 0 : random.amount(0, random.pick([50_000, 500_000, 3_000_000]))));
    salaries[random.integer(0, 11)] = random.amount(100_000, 1_100_000);
    const enrolled = Array.from({ length: 12 }, () => random.next() < 0.8);
    return [
      parameters,
      {
        fiscalYear: random.pick([parameters.taxYear, parameters.shortLabel]),
        taxCode: randomTaxCode(random),
        monthlySalaries: salaries,
        enrollmentStatus: enrolled,
        ytdTaxOverrides: enrolled.map(() => (random.next() < 0.5 ? null : random.amount(0, 2_000_000))),
        monthlyTaxCodes: enrolled.map(() => (random.next() < 0.1 ? '' : randomTaxCode(random))),
      },
    ];
  });

  it.each(requests.map((r, i) => [i, ...r] as const))('case %i', (_i, parameters, request) => {
    const response = simulate(request, parameters);
    let paidBefore = 0;
    let netDeducted = 0;
    for (const row of response.monthlyCalculations) {
      const nonCumulative = /(W1|M1|X)$/.test(row.taxCode);
      expect(row.cumulativeTaxPaid).toBeGreaterThanOrEqual(0);
      expect(row.monthlyTaxDeduction).toBeGreaterThanOrEqual(0);
      expect(row.potentialRefund).toBeGreaterThanOrEqual(0);
      expect(row.monthlyTaxDeduction === 0 || row.potentialRefund === 0).toBe(true);
      expect(row.cumulativeTaxableIncome).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(row.cumulativeTaxableIncome)).toBe(true);
      for (const value of Object.values(row)) if (typeof value === 'number') expect(hasAtMostTwoDecimals(value)).toBe(true);
      if (!row.isHistoryLine) {
        // The 50% overriding limit: never more than half of the month's pay.
        expect(inPence(row.monthlyTaxDeduction) * 2).toBeLessThanOrEqual(inPence(row.monthlySalary));
        if (nonCumulative) {
          expect(row.potentialRefund).toBe(0);
          expect(row.cumulativeTaxPaid).toBeGreaterThanOrEqual(paidBefore);
        }
        expect(inPence(row.cumulativeTaxPaid) - inPence(paidBefore)).toBe(inPence(row.monthlyTaxDeduction) - inPence(row.potentialRefund));
        netDeducted += inPence(row.monthlyTaxDeduction) - inPence(row.potentialRefund);
      }
      paidBefore = row.cumulativeTaxPaid;
    }
    expect(inPence(response.totalTaxDeduction)).toBe(netDeducted);
    expect(hasAtMostTwoDecimals(response.totalTaxDeduction)).toBe(true);
  });
});
