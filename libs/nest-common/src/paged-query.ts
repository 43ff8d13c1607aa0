import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The largest page a paged list endpoint serves. */
export const MAX_PAGE_SIZE = 100;
/** The highest page number: its offset must stay far inside PostgreSQL's bigint (a page of 1e20 overflowed it). */
export const MAX_PAGE = 1_000_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/** The `?page=1&pageSize=25` part of a paged list query; a list's DTO extends it with its own filters. */
export class PagedQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(MAX_PAGE, { message: PAGE_MESSAGE })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}
