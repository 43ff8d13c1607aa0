import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto } from '@app/nest-common';

/** GET /api/stripe/subscriptions?page=1&pageSize=25&search=acme */
export class OverviewQueryDto extends PagedQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
