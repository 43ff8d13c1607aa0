/** Money inside the engine: integer pence as bigint, so no binary floating point touches a calculation. */
export type Pence = bigint;

const DECIMAL_WITH_TWO_PLACES = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact hundredths of a non-negative number written with at most 2 decimals (pounds -> pence,
 * percent -> basis points). Parses the number's own decimal text rather than multiplying a float.
 * Returns undefined for anything else (negative, NaN, 3+ decimals, exponent notation).
 */
export function parseHundredths(value: unknown): bigint | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (Number.isSafeInteger(value)) return value >= 0 ? BigInt(value) * 100n : undefined;
  const match = DECIMAL_WITH_TWO_PLACES.exec(String(value));
  if (!match) return undefined;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Pence to a pounds number with 2 decimals; only at the edge (responses). */
export function toPounds(pence: Pence): number {
  // Dividing two exactly representable integers is correctly rounded, so 29020n gives exactly the double 290.2.
  return Number(pence) / 100;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** a / b rounded half away from zero, for non-negative a and positive b. */
export function roundedDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

export function minPence(a: Pence, b: Pence): Pence {
  return a < b ? a : b;
}
