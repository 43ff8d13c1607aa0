import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { FiscalYearParametersInput, NewFiscalYearParametersInput, RateTableDto, TaxBandDto } from '@app/contracts';

export class TaxBandBody implements TaxBandDto {
  @IsString({ message: 'Band name is required' })
  @IsNotEmpty({ message: 'Band name is required' })
  @MaxLength(40, { message: 'Band name must be at most 40 characters' })
  name!: string;

  /** null only for the last (open-ended) band; checked by the service. */
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'Band width must be a whole number of pounds, or null for the top band' })
  @Min(1, { message: 'Band width must be at least 1' })
  @Max(10_000_000, { message: 'Band width must be at most 10,000,000' })
  width!: number | null;

  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Rate must be a percentage with at most 2 decimals' })
  @Min(0, { message: 'Rate must be between 0 and 100' })
  @Max(100, { message: 'Rate must be between 0 and 100' })
  ratePercent!: number;
}

export class RateTableBody implements RateTableDto {
  @IsArray({ message: 'Bands must be a list' })
  @ArrayMinSize(1, { message: 'At least one band is required' })
  @ArrayMaxSize(12, { message: 'At most 12 bands' })
  @IsObject({ each: true, message: 'Each band must be an object with a name, width and rate' })
  @ValidateNested({ each: true })
  @Type(() => TaxBandBody)
  bands!: TaxBandBody[];

  @IsInt({ message: 'Basic-rate band index must be a whole number' })
  @Min(0, { message: 'Basic-rate band index must be at least 0' })
  basicRateBandIndex!: number;
}

export class RateTablesBody {
  @IsDefined({ message: 'England and Northern Ireland bands are required' })
  @IsObject({ message: 'England and Northern Ireland bands are required' })
  @ValidateNested()
  @Type(() => RateTableBody)
  restOfUk!: RateTableBody;

  @IsDefined({ message: 'Welsh bands are required' })
  @IsObject({ message: 'Welsh bands are required' })
  @ValidateNested()
  @Type(() => RateTableBody)
  wales!: RateTableBody;

  @IsDefined({ message: 'Scottish bands are required' })
  @IsObject({ message: 'Scottish bands are required' })
  @ValidateNested()
  @Type(() => RateTableBody)
  scotland!: RateTableBody;
}

/** PUT /api/fiscalparameters/{taxYear}. */
export class FiscalYearParametersBody implements FiscalYearParametersInput {
  @IsInt({ message: 'Personal allowance must be a whole number of pounds' })
  @Min(0, { message: 'Personal allowance must be at least 0' })
  @Max(1_000_000, { message: 'Personal allowance must be at most 1,000,000' })
  personalAllowance!: number;

  @IsInt({ message: 'Taper threshold must be a whole number of pounds' })
  @Min(0, { message: 'Taper threshold must be at least 0' })
  @Max(10_000_000, { message: 'Taper threshold must be at most 10,000,000' })
  personalAllowanceTaperThreshold!: number;

  @IsString({ message: 'Emergency tax code is required' })
  @IsNotEmpty({ message: 'Emergency tax code is required' })
  @MaxLength(20, { message: 'Emergency tax code must be at most 20 characters' })
  emergencyTaxCode!: string;

  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Regulatory limit must be a percentage with at most 2 decimals' })
  @Min(1, { message: 'Regulatory limit must be between 1 and 100' })
  @Max(100, { message: 'Regulatory limit must be between 1 and 100' })
  regulatoryLimitPercent!: number;

  @IsDefined({ message: 'Rate tables are required' })
  @IsObject({ message: 'Rate tables are required' })
  @ValidateNested()
  @Type(() => RateTablesBody)
  rateTables!: RateTablesBody;
}

/** POST /api/fiscalparameters: a new tax year. */
export class NewFiscalYearParametersBody extends FiscalYearParametersBody implements NewFiscalYearParametersInput {
  @IsString({ message: 'Tax year is required' })
  @Matches(/^\d{4}-\d{2}$/, { message: 'Tax year must look like 2027-28' })
  taxYear!: string;
}
