// One pager for every list: the page number lives in the URL search params (`?page=`), so a reload, a shared link
// or Back keeps the view. Server paging passes the answer's `total`; client paging uses usePagedRows.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { pageCount, pageWindow } from './paging';

export { pageCount, pageWindow } from './paging';

export interface PagerTexts {
  previous: string;
  next: string;
  /** e.g. "Page 2 of 5". */
  page: (page: number, pages: number, total: number) => string;
  /** Optional range shown on the left, e.g. "Showing 51-100 of 230". */
  showing?: (from: number, to: number, total: number) => string;
}

/** The current page (1-based) from `?<param>=`, and a setter that writes it back to the URL (page 1 removes it). */
export function usePageParam(param = 'page'): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(param));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(param);
          else updated.set(param, String(next));
          return updated;
        },
        { replace: options.replace },
      ),
    [param, setParams],
  );
  return [page, setPage];
}

export interface Paged<T> {
  pageRows: T[];
  page: number;
  total: number;
  setPage: (page: number) => void;
}

/**
 * Client-side paging of a complete list (search, filters and summary cards still see every row): one page of
 * `rows`, the page in the URL; back to page 1 whenever `resetKey` changes (a new search or filter).
 */
export function usePagedRows<T>(rows: T[], pageSize: number, resetKey?: unknown, param = 'page'): Paged<T> {
  const [page, setPage] = usePageParam(param);
  const seenKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(seenKey.current, resetKey)) return;
    seenKey.current = resetKey;
    setPage(1, { replace: true });
  }, [resetKey, setPage]);
  const current = Math.min(page, pageCount(rows.length, pageSize));
  const pageRows = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  return { pageRows, page: current, total: rows.length, setPage };
}

export interface PagerProps {
  /** Accessible name of the pager (usually the list's title). */
  label: string;
  total: number;
  pageSize: number;
  texts: PagerTexts;
  /** Search param holding the page (default `page`). */
  param?: string;
  /** e.g. while the next page loads. */
  disabled?: boolean;
}

/** Previous / "Page x of y" / Next, reading and writing the page in the URL; nothing when everything fits one page. */
export function Pager({ label, total, pageSize, texts, param = 'page', disabled = false }: PagerProps) {
  const [requested, setPage] = usePageParam(param);
  const { page, pages, from, to } = pageWindow(requested, total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="d-flex justify-content-between align-items-center mt-2" aria-label={label}>
      <span className="small text-muted">{texts.showing?.(from, to, total)}</span>
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" variant="outline-secondary" disabled={disabled || page <= 1} onClick={() => setPage(page - 1)}>
          {texts.previous}
        </Button>
        <span className="small">{texts.page(page, pages, total)}</span>
        <Button size="sm" variant="outline-secondary" disabled={disabled || page >= pages} onClick={() => setPage(page + 1)}>
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
