import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import type { ExpenseCategoryInput } from '@app/contracts';
import { blankToNull, trimmed } from '@app/nest-common';

/** Box numbers arrive as "155" or 155; blank means none. */
const boxNumber = ({ value }: { value: unknown }) => {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
};

/** A required, non-blank text of at most `max` characters, with one message per failure. */
function RequiredText(label: string, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'requiredText',
      validator: {
        validate: (value) => typeof value === 'string' && value.trim() !== '' && value.length <= max,
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.trim() !== ''
            ? `${label} must be at most ${max} characters`
            : `${label} is required`,
      },
    },
    options,
  );
}

/** null, or a text matching `pattern` / at most `max` characters. */
function OptionalText(message: string, test: (value: string) => boolean): PropertyDecorator {
  return ValidateBy({
    name: 'optionalText',
    validator: { validate: (value) => value === null || (typeof value === 'string' && test(value)), defaultMessage: () => message },
  });
}

/** Body of POST /api/expensecategory and PUT /api/expensecategory/{id} (spec sections 3 and 5). */
export class ExpenseCategoryBody implements ExpenseCategoryInput {
  @Transform(trimmed)
  @RequiredText('Name', 100)
  name!: string;

  @Transform(trimmed)
  @RequiredText('Description', 500)
  description!: string;

  @IsOptional()
  @Transform(boxNumber)
  @OptionalText('CT600 box number must be a box number such as 155', (v) => /^\d{1,4}$/.test(v))
  cT600BoxNumber?: string | null;

  @IsOptional()
  @Transform(blankToNull)
  @OptionalText('CT600 description must be text of at most 200 characters', (v) => v.length <= 200)
  cT600Description?: string | null;

  // Absent keeps the stored flag; null is not "absent" (IsOptional would let it through to a NOT NULL column).
  @ValidateIf((body: ExpenseCategoryBody) => body.isActive !== undefined)
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}
