import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/**
 * Whether a password is in zxcvbn-ts' list of common passwords (about 49,000, from breach corpora; maintained on the
 * npm registry as @zxcvbn-ts/language-common), compared without case. Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
