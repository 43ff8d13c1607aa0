import { BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { PagedQueryDto } from './paged-query';

/** The longest search fragment a list accepts. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * `?page=&pageSize=&sort=&search=&status=` of a list that pages on the server (issue 12). `sort` is a column key,
 * `-key` for descending; each list says which keys and statuses it knows (`listSpec`). Without any of them a list
 * keeps its whole-list answer (the spec's contract).
 */
export class ListQueryDto extends PagedQueryDto {
  @IsOptional()
  @Matches(/^-?[A-Za-z]{1,40}$/, { message: 'sort must be a column name, with a leading - for descending order' })
  sort?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(MAX_SEARCH_LENGTH, { message: `search must be text of at most ${MAX_SEARCH_LENGTH} characters` })
  search?: string;

  @IsOptional()
  @Matches(/^[a-z-]{1,20}$/, { message: 'status must be one of the list\'s statuses' })
  status?: string;
}

/** True when the caller asked for a page (any paging, sorting, search or status parameter). */
export function isPagedRequest(q: ListQueryDto): boolean {
  return q.page !== undefined || q.pageSize !== undefined || q.sort !== undefined || q.search !== undefined || q.status !== undefined;
}

export interface ListSpec<S extends string> {
  /** Sort key -> SQL expression (trusted: written in code). */
  sorts: Record<string, string>;
  defaultSort: string;
  statuses: readonly S[];
  defaultPageSize: number;
}

export interface ResolvedList<S extends string> {
  page: number;
  pageSize: number;
  offset: number;
  /** `ORDER BY` body (without the keywords), ending with the id tiebreaker `idColumn`. */
  orderBy: string;
  /** ILIKE pattern with `%`, `_` and `\` escaped, or null without a search. */
  like: string | null;
  status: S | null;
}

/** Escapes LIKE wildcards: a search for "50%" matches the text "50%", not every "50...". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Validates sort and status against the list's spec (400 per field) and works out the page. */
export function resolveList<S extends string>(q: ListQueryDto, spec: ListSpec<S>, idColumn: string): ResolvedList<S> {
  const errors: Record<string, string[]> = {};
  const sort = q.sort ?? spec.defaultSort;
  const key = sort.replace(/^-/, '');
  if (!(key in spec.sorts)) errors.sort = [`sort must be one of: ${Object.keys(spec.sorts).join(', ')} (with a leading - for descending)`];
  if (q.status !== undefined && !(spec.statuses as readonly string[]).includes(q.status)) errors.status = [`status must be one of: ${spec.statuses.join(', ')}`];
  if (Object.keys(errors).length) throw new BadRequestException({ message: Object.values(errors)[0][0], errors });
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? spec.defaultPageSize;
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    orderBy: `${spec.sorts[key]} ${direction}, ${idColumn} ${direction}`,
    like: q.search ? likePattern(q.search) : null,
    status: (q.status as S | undefined) ?? null,
  };
}
