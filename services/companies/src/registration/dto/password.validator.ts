import { ValidationOptions, registerDecorator } from 'class-validator';
import { isPasswordAcceptable, PASSWORD_RULE_MESSAGE } from '@app/contracts';

/**
 * At least 8 characters with a letter and a digit (the same rule as the registration forms). A missing or blank value
 * passes here so that only "Password is required" is reported for it.
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
  };
}
