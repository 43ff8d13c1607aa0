// Small class-validator decorators that keep "required" and "format" apart: a blank value reports only that it is
// required, a non-blank value only its format problem. Everything is checked on the raw JSON value (no implicit
// conversion), so "587" or true-as-string are refused with the field's message rather than silently coerced.
import { isEmail, ValidateBy, ValidationOptions } from 'class-validator';

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A non-blank string. */
export function IsNotBlank(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isNotBlank', validator: { validate: (v) => typeof v === 'string' && v.trim() !== '' } }, { ...options, message });
}

/** Blank, or a string of at most `max` characters (after trimming). */
export function MaxTrimmedLength(max: number, message: string): PropertyDecorator {
  return ValidateBy({ name: 'maxTrimmedLength', validator: { validate: (v) => isBlank(v) || (typeof v === 'string' && v.trim().length <= max) } }, { message });
}

/** Blank, or a valid e-mail address. */
export function IsEmailUnlessBlank(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isEmailUnlessBlank', validator: { validate: (v) => isBlank(v) || (typeof v === 'string' && isEmail(v.trim())) } }, { message });
}

/** Blank, or a host name / IPv4 / bracket-less IPv6 address: no scheme, no port, no spaces or slashes. */
export function IsHostUnlessBlank(message: string): PropertyDecorator {
  const host = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?$|^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/;
  return ValidateBy({ name: 'isHostUnlessBlank', validator: { validate: (v) => isBlank(v) || (typeof v === 'string' && host.test(v.trim())) } }, { message });
}

/** Blank (the field is then reported as required elsewhere or defaulted), or an integer in [min, max]. */
export function IsIntInRangeUnlessBlank(min: number, max: number, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isIntInRangeUnlessBlank', validator: { validate: (v) => isBlank(v) || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) } },
    { message },
  );
}

/** Present (not undefined, null or ''). */
export function IsPresent(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isPresent', validator: { validate: (v) => !isBlank(v) } }, { message });
}

/** Absent, or a boolean. */
export function IsBooleanUnlessAbsent(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isBooleanUnlessAbsent', validator: { validate: (v) => v === undefined || v === null || typeof v === 'boolean' } }, { message });
}
