import { IsIn, IsNumber, IsOptional, Max, Min, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { MAX_MONTHLY_PRICE } from '@app/contracts';
import { hasAtMostTwoDecimals } from '../pricing-rules';

@ValidatorConstraint({ name: 'twoDecimals' })
class TwoDecimals implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'number' || hasAtMostTwoDecimals(value);
  }
}

const ceiling = MAX_MONTHLY_PRICE.toLocaleString('en-GB');

/** POST /api/stripe/pricing-config: prices in pounds. */
export class PricingConfigDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Base price must be a number' })
  @Min(0, { message: 'Base price cannot be negative' })
  @Max(MAX_MONTHLY_PRICE, { message: `Base price cannot be more than £${ceiling}` })
  @Validate(TwoDecimals, { message: 'Base price can have at most 2 decimal places' })
  basePriceMonthly!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Per-employee price must be a number' })
  @Min(0, { message: 'Per-employee price cannot be negative' })
  @Max(MAX_MONTHLY_PRICE, { message: `Per-employee price cannot be more than £${ceiling}` })
  @Validate(TwoDecimals, { message: 'Per-employee price can have at most 2 decimal places' })
  perEmployeePriceMonthly!: number;

  @IsOptional()
  @IsIn(['gbp'], { message: 'Currency must be gbp' })
  currency?: 'gbp';
}
