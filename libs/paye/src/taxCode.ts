import type { TaxRegionKey } from '@app/contracts';

/** Which rate tables a code uses: no prefix = England and Northern Ireland, S = Scotland, C = Wales. */
export type TaxRegion = TaxRegionKey;

export type AllowanceSuffix = 'L' | 'M' | 'N' | 'T';

interface TaxCodeCommon {
  /** Normalised text: upper-cased, whitespace removed (e.g. "1257L M1" -> "1257LM1"). */
  text: string;
  region: TaxRegion;
  /** false for Week1/Month1 codes (W1, M1, W1/M1, X markers). */
  cumulative: boolean;
}

export type TaxCode = TaxCodeCommon &
  (
    | { kind: 'allowance'; codeNumber: number; suffix: AllowanceSuffix }
    | { kind: 'K'; codeNumber: number }
    | { kind: 'BR' }
    | { kind: 'D'; higherBand: number }
    | { kind: 'NT' }
  );

export class InvalidTaxCodeError extends Error {
  override readonly name = 'InvalidTaxCodeError';

  constructor(
    readonly code: string,
    readonly monthName?: string,
  ) {
    super(monthName ? `Invalid tax code in ${monthName}: ${code}` : `Invalid tax code: ${code}`);
  }

  inMonth(monthName: string): InvalidTaxCodeError {
    return new InvalidTaxCodeError(this.code, monthName);
  }
}

// paye.md 3.1: [region] body [basis]; numbers up to 5 digits as the reference accepts.
const TAX_CODE = /^([SC])?(?:(\d{1,5})([LMNT])|K(\d{1,5})|(BR)|(NT)|D(\d))(W1\/M1|W1M1|W1|M1|X)?$/;

const REGIONS: Record<string, TaxRegion> = { S: 'scotland', C: 'wales' };

// D0..D1 exist for England/NI and Wales, D0..D3 only for Scotland (its advanced and top bands).
const HIGHEST_D_CODE: Record<TaxRegion, number> = { restOfUk: 1, wales: 1, scotland: 3 };

export function normaliseTaxCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '');
}

export function parseTaxCode(raw: string): TaxCode {
  const text = normaliseTaxCode(raw);
  const match = TAX_CODE.exec(text);
  if (!match) throw new InvalidTaxCodeError(text);
  const [, prefix, allowanceNumber, suffix, kNumber, br, nt, dBand, basis] = match;
  const region = prefix ? REGIONS[prefix] : 'restOfUk';
  const cumulative = !basis;

  if (allowanceNumber !== undefined) {
    const codeNumber = Number(allowanceNumber);
    return { text, region, cumulative, kind: 'allowance', codeNumber, suffix: suffix as AllowanceSuffix };
  }
  if (kNumber !== undefined) {
    const codeNumber = Number(kNumber);
    if (codeNumber < 1) throw new InvalidTaxCodeError(text);
    return { text, region, cumulative, kind: 'K', codeNumber };
  }
  if (br) return { text, region, cumulative, kind: 'BR' };
  if (nt) return { text, region, cumulative, kind: 'NT' };
  const higherBand = Number(dBand);
  if (higherBand > HIGHEST_D_CODE[region]) throw new InvalidTaxCodeError(text);
  return { text, region, cumulative, kind: 'D', higherBand };
}

const SUFFIX_LABELS: Record<AllowanceSuffix, string> = {
  L: 'Standard allowance (L)',
  M: 'Marriage allowance received (M)',
  N: 'Marriage allowance transferred (N)',
  T: 'Other allowance (T)',
};

const D_CODE_LABELS: Record<TaxRegion, readonly string[]> = {
  restOfUk: ['Higher rate (D0)', 'Additional rate (D1)'],
  wales: ['Higher rate (D0)', 'Additional rate (D1)'],
  scotland: ['Intermediate rate (D0)', 'Higher rate (D1)', 'Advanced rate (D2)', 'Top rate (D3)'],
};

const REGION_LABELS: Record<TaxRegion, string | undefined> = { restOfUk: undefined, scotland: 'Scottish', wales: 'Welsh' };

function baseLabel(code: TaxCode): string {
  switch (code.kind) {
    case 'allowance':
      return code.codeNumber === 0 && code.suffix === 'T' ? 'Zero allowance (0T)' : SUFFIX_LABELS[code.suffix];
    case 'K':
      return 'K code';
    case 'BR':
      return 'Basic rate (BR)';
    case 'D':
      return D_CODE_LABELS[code.region][code.higherBand];
    case 'NT':
      return 'No tax (NT)';
  }
}

/** Lower-cases a leading word ("Standard" -> "standard") but leaves letters of a code ("K code") alone. */
function afterQualifier(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/**
 * The response's taxCodeType, e.g. "Standard allowance (L)", "Scottish K code",
 * "Welsh basic rate (BR), non-cumulative (Month 1)".
 */
export function describeTaxCode(code: TaxCode): string {
  const region = REGION_LABELS[code.region];
  const label = region ? `${region} ${afterQualifier(baseLabel(code))}` : baseLabel(code);
  return code.cumulative ? label : `${label}, non-cumulative (Month 1)`;
}
