import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';

export const OVERVIEW_MAX_PAGE_SIZE = 100;

/** GET /api/stripe/subscriptions?page=1&pageSize=25&search=acme */
export class OverviewQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${OVERVIEW_MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${OVERVIEW_MAX_PAGE_SIZE}` })
  @Max(OVERVIEW_MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${OVERVIEW_MAX_PAGE_SIZE}` })
  pageSize?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
