import type { TaxRegion } from './taxCode';

/** One income tax band on taxable pay (pay after free pay). */
export interface TaxBand {
  name: string;
  /** Width of the band in whole pounds of annual taxable pay; null for the open-ended top band. */
  width: number | null;
  /** Percentage with at most 2 decimals. */
  ratePercent: number;
}

/** The bands of one region for one tax year, lowest first (HMRC tax table routines, Appendix A/B). */
export interface RateTable {
  bands: readonly TaxBand[];
  /** Index of the basic-rate band ("G"): BR uses it, Dn uses band G + 1 + n. */
  basicRateBandIndex: number;
}

export interface FiscalYearParameters {
  /** '2025-26' */
  taxYear: string;
  /** '25-26', the form the simulator screen uses. */
  shortLabel: string;
  /** ISO dates, 6 April .. 5 April. */
  startDate: string;
  endDate: string;
  personalAllowance: number;
  /** Adjusted net income above which the allowance tapers; PAYE leaves the taper to HMRC's choice of code. */
  personalAllowanceTaperThreshold: number;
  emergencyTaxCode: string;
  /** Overriding limit: tax deducted in a period may not exceed this share of the period's pay. */
  regulatoryLimitPercent: number;
  rateTables: Readonly<Record<TaxRegion, RateTable>>;
}

// Source: HMRC "Rates and thresholds for employers" and the PAYE tax table specification for each year,
// as transcribed in design/paye.md section 2. Welsh rates equal the rUK ones in all three years.
export const fiscalYear2024To25: FiscalYearParameters = {
  taxYear: '2024-25',
  shortLabel: '24-25',
  startDate: '2024-04-06',
  endDate: '2025-04-05',
  personalAllowance: 12_570,
  personalAllowanceTaperThreshold: 100_000,
  emergencyTaxCode: '1257L',
  regulatoryLimitPercent: 50,
  rateTables: {
    restOfUk: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    wales: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    scotland: {
      basicRateBandIndex: 1,
      bands: [
        { name: 'starter', width: 2_306, ratePercent: 19 },
        { name: 'basic', width: 11_685, ratePercent: 20 },
        { name: 'intermediate', width: 17_101, ratePercent: 21 },
        { name: 'higher', width: 31_338, ratePercent: 42 },
        { name: 'advanced', width: 62_710, ratePercent: 45 },
        { name: 'top', width: null, ratePercent: 48 },
      ],
    },
  },
};

export const fiscalYear2025To26: FiscalYearParameters = {
  taxYear: '2025-26',
  shortLabel: '25-26',
  startDate: '2025-04-06',
  endDate: '2026-04-05',
  personalAllowance: 12_570,
  personalAllowanceTaperThreshold: 100_000,
  emergencyTaxCode: '1257L',
  regulatoryLimitPercent: 50,
  rateTables: {
    restOfUk: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    wales: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    scotland: {
      basicRateBandIndex: 1,
      bands: [
        { name: 'starter', width: 2_827, ratePercent: 19 },
        { name: 'basic', width: 12_094, ratePercent: 20 },
        { name: 'intermediate', width: 16_171, ratePercent: 21 },
        { name: 'higher', width: 31_338, ratePercent: 42 },
        { name: 'advanced', width: 62_710, ratePercent: 45 },
        { name: 'top', width: null, ratePercent: 48 },
      ],
    },
  },
};

export const fiscalYear2026To27: FiscalYearParameters = {
  taxYear: '2026-27',
  shortLabel: '26-27',
  startDate: '2026-04-06',
  endDate: '2027-04-05',
  personalAllowance: 12_570,
  personalAllowanceTaperThreshold: 100_000,
  emergencyTaxCode: '1257L',
  regulatoryLimitPercent: 50,
  rateTables: {
    restOfUk: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    wales: {
      basicRateBandIndex: 0,
      bands: [
        { name: 'basic', width: 37_700, ratePercent: 20 },
        { name: 'higher', width: 87_440, ratePercent: 40 },
        { name: 'additional', width: null, ratePercent: 45 },
      ],
    },
    scotland: {
      basicRateBandIndex: 1,
      bands: [
        { name: 'starter', width: 3_967, ratePercent: 19 },
        { name: 'basic', width: 12_989, ratePercent: 20 },
        { name: 'intermediate', width: 14_136, ratePercent: 21 },
        { name: 'higher', width: 31_338, ratePercent: 42 },
        { name: 'advanced', width: 62_710, ratePercent: 45 },
        { name: 'top', width: null, ratePercent: 48 },
      ],
    },
  },
};

export const defaultFiscalYearParameters: readonly FiscalYearParameters[] = [
  fiscalYear2024To25,
  fiscalYear2025To26,
  fiscalYear2026To27,
];

export const DEFAULT_FISCAL_YEAR = '2025-26';
export const DEFAULT_TAX_CODE = '1257L';

function isFiscalYear(parameters: FiscalYearParameters, fiscalYear: string): boolean {
  const wanted = fiscalYear.trim();
  return wanted === parameters.taxYear || wanted === parameters.shortLabel;
}

/** Accepts either '2025-26' or '25-26'. */
export function findFiscalYearParameters(
  fiscalYear: string,
  available: readonly FiscalYearParameters[] = defaultFiscalYearParameters,
): FiscalYearParameters | undefined {
  return available.find((parameters) => isFiscalYear(parameters, fiscalYear));
}
