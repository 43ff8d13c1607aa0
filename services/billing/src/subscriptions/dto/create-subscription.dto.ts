import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';

/** POST /api/stripe/create-subscription (spec 7). */
export class CreateSubscriptionDto {
  @IsUUID('all', { message: 'Company id must be a company id' })
  companyId!: string;

  @IsString({ message: 'Price id is required' })
  @IsNotEmpty({ message: 'Price id is required' })
  @MaxLength(255)
  priceId!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Employee count must be a whole number' })
  @Min(0, { message: 'Employee count cannot be negative' })
  employeeCount?: number;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  customerEmail?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  customerName?: string;
}
