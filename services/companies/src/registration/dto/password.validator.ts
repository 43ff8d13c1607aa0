import { ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';
import { COMMON_PASSWORD_MESSAGE, isPasswordAcceptable, PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE } from '@app/contracts';
import { isCommonPassword } from '../common-passwords';

/**
 * 12 to 128 characters of any kind, and not one of the most common passwords (two messages, so the form says which).
 * A missing or blank value passes here so that only "Password is required" is reported for it.
 */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: PASSWORD_RULE_MESSAGE, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || value === '' || isPasswordAcceptable(value) },
    });
    registerDecorator({
      name: 'isUncommonPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: COMMON_PASSWORD_MESSAGE, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isPasswordAcceptable(value) || !isCommonPassword(value) },
    });
  };
}

/** Absent, or equal to the `password` field of the same body. */
export function MatchesPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'matchesPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: PASSWORD_MISMATCH_MESSAGE, ...options },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === undefined || value === (args.object as { password?: unknown }).password,
      },
    });
  };
}
