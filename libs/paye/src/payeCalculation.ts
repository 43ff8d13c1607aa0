import type { FiscalYearParameters, RateTable } from './fiscalYear';
import { ceilDiv, minPence, parseHundredths, type Pence } from './money';
import { InvalidTaxCodeError, type TaxCode } from './taxCode';

/** Monthly payroll only (paye.md 8.7): P = 12 periods a year. */
export const PERIODS_PER_YEAR = 12;
const P = BigInt(PERIODS_PER_YEAR);

// Band arithmetic runs in ten-thousandths of a pound ("4 dp", as HMRC's routines truncate thresholds);
// pounds x basis points lands exactly in that unit.
const TEN_THOUSANDTHS_PER_POUND = 10_000n;
const TEN_THOUSANDTHS_PER_PENNY = 100n;

/**
 * Free pay for one period for code number N (HMRC tax table routines, stage 1): whole 500-unit
 * blocks at 5,000 / P rounded up to the penny, plus (10 x remainder + 9) / P rounded up.
 * K codes use the same figure as additional pay.
 */
export function freePayForOnePeriod(codeNumber: number): Pence {
  if (codeNumber === 0) return 0n;
  const n = BigInt(codeNumber);
  const blocks = (n - 1n) / 500n;
  const remainder = n - 500n * blocks;
  return blocks * ceilDiv(500_000n, P) + ceilDiv((10n * remainder + 9n) * 100n, P);
}

/** One band boundary for a given month: exact pro-rated top c, tax at that top k, and the whole-pound test value C. */
export interface BandLimit {
  /** c, in ten-thousandths of a pound (truncated). */
  exactTop: bigint;
  /** k, in ten-thousandths of a pound (truncated). */
  taxAtTop: bigint;
  /** C: c rounded up to the whole pound, in pence; chooses the band. */
  testValue: Pence;
}

interface CompiledRateTable {
  ratesBasisPoints: bigint[];
  annualTops: bigint[];
  annualTaxAtTops: bigint[];
  limitsByMonth: Map<number, BandLimit[]>;
}

const compiledRateTables = new WeakMap<RateTable, CompiledRateTable>();
const regulatoryLimits = new WeakMap<FiscalYearParameters, bigint>();

function basisPoints(percent: number): bigint {
  const bp = parseHundredths(percent);
  if (bp === undefined) throw new RangeError(`Tax rate must have at most 2 decimals: ${percent}`);
  return bp;
}

function compile(table: RateTable): CompiledRateTable {
  let compiled = compiledRateTables.get(table);
  if (compiled) return compiled;
  const ratesBasisPoints = table.bands.map((band) => basisPoints(band.ratePercent));
  const annualTops: bigint[] = [];
  const annualTaxAtTops: bigint[] = [];
  let top = 0n;
  let taxAtTop = 0n;
  table.bands.forEach((band, j) => {
    if (band.width === null) return;
    const width = BigInt(band.width);
    top += width * TEN_THOUSANDTHS_PER_POUND;
    taxAtTop += width * ratesBasisPoints[j];
    annualTops.push(top);
    annualTaxAtTops.push(taxAtTop);
  });
  compiled = { ratesBasisPoints, annualTops, annualTaxAtTops, limitsByMonth: new Map() };
  compiledRateTables.set(table, compiled);
  return compiled;
}

function regulatoryLimitBasisPoints(parameters: FiscalYearParameters): bigint {
  let limit = regulatoryLimits.get(parameters);
  if (limit === undefined) {
    limit = basisPoints(parameters.regulatoryLimitPercent);
    regulatoryLimits.set(parameters, limit);
  }
  return limit;
}

export function bandLimitsForMonth(table: RateTable, month: number): BandLimit[] {
  const compiled = compile(table);
  let limits = compiled.limitsByMonth.get(month);
  if (!limits) {
    const n = BigInt(month);
    limits = compiled.annualTops.map((annualTop, j) => {
      const exactTop = (annualTop * n) / P;
      return {
        exactTop,
        taxAtTop: (compiled.annualTaxAtTops[j] * n) / P,
        testValue: ceilDiv(exactTop, TEN_THOUSANDTHS_PER_POUND) * 100n,
      };
    });
    compiled.limitsByMonth.set(month, limits);
  }
  return limits;
}

/**
 * Stage 3: tax due to date Ln on taxable pay U (pence, unrounded) for month n. The band is chosen
 * with U against the whole-pound test values; tax is charged on T = U in whole pounds above the
 * previous exact threshold, then rounded down to the penny.
 */
export function taxDueOnTaxablePay(taxablePay: Pence, month: number, table: RateTable): Pence {
  if (taxablePay <= 0n) return 0n;
  const { ratesBasisPoints } = compile(table);
  const limits = bandLimitsForMonth(table, month);
  const wholePounds = (taxablePay / 100n) * TEN_THOUSANDTHS_PER_POUND;
  let band = 0;
  while (band < limits.length && taxablePay > limits[band].testValue) band++;
  const below = band === 0 ? { exactTop: 0n, taxAtTop: 0n } : limits[band - 1];
  // Units: ten-thousandths x basis points = 1e-8 pounds; 1e6 of them make a penny.
  const tax = below.taxAtTop * TEN_THOUSANDTHS_PER_POUND + (wholePounds - below.exactTop) * ratesBasisPoints[band];
  return tax / 1_000_000n;
}

/** Rate of a BR or Dn code: the basic band, or band G + 1 + n. */
function fixedRateBasisPoints(code: Extract<TaxCode, { kind: 'BR' | 'D' }>, table: RateTable): bigint {
  const index = table.basicRateBandIndex + (code.kind === 'BR' ? 0 : 1 + code.higherBand);
  const rate = compile(table).ratesBasisPoints[index];
  if (rate === undefined) throw new InvalidTaxCodeError(code.text);
  return rate;
}

/** Throws InvalidTaxCodeError when a well-formed code names a band the year does not have (e.g. SD3 without a top band). */
export function assertTaxCodeFitsYear(code: TaxCode, parameters: FiscalYearParameters): void {
  if (code.kind === 'BR' || code.kind === 'D') fixedRateBasisPoints(code, parameters.rateTables[code.region]);
}

export interface PayeMonthInput {
  code: TaxCode;
  /** Tax month 1..12 (April = 1). */
  month: number;
  /** Pay in this month. */
  pay: Pence;
  /** Pay to date including this month and any previous employment's pay. */
  payToDate: Pence;
  /** Tax deducted to date before this month, including P45 tax. */
  taxPaidBefore: Pence;
}

export interface PayeMonthResult {
  /** Free pay (positive) or K-code additional pay (negative): to date on cumulative codes, for the month on W1/M1. */
  payAdjustment: Pence;
  /** T in whole pounds (as pence), never negative: to date, or for the month on W1/M1. */
  taxablePay: Pence;
  /** Ln: tax due to date, or for the month alone on W1/M1. */
  taxDue: Pence;
  /** Tax this month; negative = refund (cumulative codes only). */
  tax: Pence;
  taxPaidToDate: Pence;
  /** The 50% overriding limit cut this month's deduction. */
  regulatoryLimitApplied: boolean;
}

/** One payday under the HMRC tax table routines, cumulative or Week1/Month1 according to the code. */
export function calculatePayeMonth(input: PayeMonthInput, parameters: FiscalYearParameters): PayeMonthResult {
  const { code } = input;
  const table = parameters.rateTables[code.region];
  const periods = code.cumulative ? input.month : 1;
  const pay = code.cumulative ? input.payToDate : input.pay;

  let payAdjustment = 0n;
  let taxablePay = 0n;
  let taxDue = 0n;
  switch (code.kind) {
    case 'allowance':
    case 'K': {
      const adjustment = freePayForOnePeriod(code.codeNumber) * BigInt(periods);
      payAdjustment = code.kind === 'K' ? -adjustment : adjustment;
      const unrounded = pay - payAdjustment;
      taxablePay = unrounded > 0n ? (unrounded / 100n) * 100n : 0n;
      taxDue = taxDueOnTaxablePay(unrounded, periods, table);
      break;
    }
    case 'BR':
    case 'D':
      taxablePay = (pay / 100n) * 100n;
      taxDue = ((taxablePay / 100n) * fixedRateBasisPoints(code, table)) / TEN_THOUSANDTHS_PER_PENNY;
      break;
    case 'NT':
      break;
  }

  const limit = (input.pay * regulatoryLimitBasisPoints(parameters)) / 10_000n;
  // W1/M1 ignores tax paid so far, so it can never produce a refund.
  const due = code.cumulative ? taxDue - input.taxPaidBefore : taxDue;
  const tax = due > 0n ? minPence(due, limit) : due;
  return {
    payAdjustment,
    taxablePay,
    taxDue,
    tax,
    taxPaidToDate: input.taxPaidBefore + tax,
    regulatoryLimitApplied: tax < due,
  };
}
