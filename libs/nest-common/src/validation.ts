import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateBy } from 'class-validator';

/** Flattens class-validator errors into `{ 'field' | 'parent.child': [messages] }`. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // Two checks may share one message (required + must be an object): say it once.
    if (error.constraints) result[field] = [...new Set(Object.values(error.constraints))];
    Object.assign(result, fieldErrors(error.children ?? [], field));
  }
  return result;
}

/**
 * The global pipe: bodies are transformed to DTO instances; properties a DTO does not declare (unknown ones, and
 * fields the server owns such as ids or timestamps, which DTOs leave out) are stripped, never assigned: a client
 * that sends back the whole object it read is accepted (issue 11, "contracts as clients send them").
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: 'Please correct the highlighted fields.', errors: fieldErrors(errors) }),
  });
}

/** A check with one message, run on any value, so that a hostile type gets the same 400 as a wrong value. */
export function Check(message: string, test: (value: unknown) => boolean): PropertyDecorator {
  return ValidateBy({ name: 'check', validator: { validate: test, defaultMessage: () => message } });
}

/** class-transformer transforms shared by the DTOs: text trimmed; text trimmed, blank meaning absent (null). */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);
