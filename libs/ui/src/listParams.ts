// The state of a list paged on the server (issue 12) lives in the URL: `?page=&sort=&q=&status=`, so a reload or a
// shared link shows the same view. Typing in the search box updates the URL (and the query) after a short pause.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@app/router';

export const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: readonly string[] = [];

export interface ListParams {
  page: number;
  /** Column key, `-key` for descending. */
  sort: string;
  /** The search applied (debounced); '' for none. */
  search: string;
  /** What the search box shows (may run ahead of `search`). */
  searchInput: string;
  setSearchInput: (value: string) => void;
  status: string;
  setStatus: (value: string) => void;
  setSort: (value: string) => void;
  /** The screen's own filters (`filters` option), each '' when absent from the URL. */
  filters: Record<string, string>;
  /** Writes them (trimmed, empty ones removed) and goes back to page 1. */
  setFilters: (values: Record<string, string>) => void;
}

/** Next sort when a column header is clicked: ascending first, then descending. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

/** A new sort, search or status goes back to page 1; the default sort is not written to the URL. */
export function useListParams({
  defaultSort,
  debounceMs = SEARCH_DEBOUNCE_MS,
  filters: filterKeys = NO_FILTERS,
}: {
  defaultSort: string;
  debounceMs?: number;
  /** Further URL parameters the screen filters on (`?actor=&from=`...), beyond `q` and `status`. */
  filters?: readonly string[];
}): ListParams {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const sort = params.get('sort') || defaultSort;
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [searchInput, setInput] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || (key === 'sort' && value === defaultSort)) next.delete(key);
            else next.set(key, value);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultSort],
  );

  // react-router's functional update sees the params of the render that made it: the timer calls the latest one.
  const latest = useRef(update);
  latest.current = update;

  // Back/forward or a new link changes `q`: the box follows.
  useEffect(() => setInput(search), [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearchInput = useCallback(
    (value: string) => {
      setInput(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current({ q: value.trim() }), debounceMs);
    },
    [debounceMs],
  );

  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? '']));
  const setFilters = useCallback(
    (values: Record<string, string>) => update(Object.fromEntries(filterKeys.map((key) => [key, (values[key] ?? '').trim()]))),
    [update, filterKeys],
  );

  return {
    page,
    sort,
    search,
    searchInput,
    setSearchInput,
    status,
    setStatus: useCallback((value: string) => update({ status: value }), [update]),
    setSort: useCallback((value: string) => update({ sort: value }), [update]),
    filters,
    setFilters,
  };
}

/** What a screen asks of a list paged on the server. */
export interface ListRequest {
  page: number;
  pageSize: number;
  sort: string;
  search: string;
  status: string;
}

/** Its query string (`?page=&pageSize=&sort=&search=&status=`, an empty search or status left out). */
export function listQuery(r: ListRequest): Record<string, string | number> {
  return { page: r.page, pageSize: r.pageSize, sort: r.sort, ...(r.search ? { search: r.search } : {}), ...(r.status ? { status: r.status } : {}) };
}
