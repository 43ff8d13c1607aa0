import type { FiscalYearParametersDto, RateTableDto, TaxBandDto } from '@app/contracts';
import type { TaxRegion } from './taxCode';

/** One income tax band on taxable pay (pay after free pay); the API's shape. */
export type TaxBand = TaxBandDto;

/** The bands of one region for one tax year, lowest first; read-only inside the engine. */
export interface RateTable extends Omit<RateTableDto, 'bands'> {
  bands: readonly TaxBand[];
}

/** The API's fiscal year parameters without the bookkeeping (`updatedAt`), read-only inside the engine. */
export interface FiscalYearParameters extends Omit<FiscalYearParametersDto, 'updatedAt' | 'rateTables'> {
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
