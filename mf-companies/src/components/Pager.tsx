// Paged rendering for long lists: only one page of rows is in the DOM (the lists themselves stay complete in memory,
// so search, filters and summary cards work on every row). Used under the shared DataTable.
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { messages } from '../messages';

export const DEFAULT_PAGE_SIZE = 50;

export interface Paged<T> {
  pageRows: T[];
  page: number;
  pages: number;
  total: number;
  from: number;
  to: number;
  setPage: (page: number) => void;
}

/** One page of `rows`; goes back to the first page whenever `resetKey` changes (new search or filter). */
export function usePagedRows<T>(rows: T[], pageSize: number = DEFAULT_PAGE_SIZE, resetKey: unknown = undefined): Paged<T> {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  useEffect(() => setPage(1), [resetKey]);
  const current = Math.min(page, pages);
  const pageRows = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  return {
    pageRows,
    page: current,
    pages,
    total: rows.length,
    from: rows.length === 0 ? 0 : (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, rows.length),
    setPage,
  };
}

export function Pager<T>({ paged, label }: { paged: Paged<T>; label: string }) {
  if (paged.pages <= 1) return null;
  const m = messages.pager;
  return (
    <nav className="d-flex justify-content-between align-items-center mt-2" aria-label={label}>
      <span className="small text-muted">{m.showing(paged.from, paged.to, paged.total)}</span>
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" variant="outline-secondary" disabled={paged.page <= 1} onClick={() => paged.setPage(paged.page - 1)}>
          {m.previous}
        </Button>
        <span className="small">{m.page(paged.page, paged.pages)}</span>
        <Button size="sm" variant="outline-secondary" disabled={paged.page >= paged.pages} onClick={() => paged.setPage(paged.page + 1)}>
          {m.next}
        </Button>
      </div>
    </nav>
  );
}
