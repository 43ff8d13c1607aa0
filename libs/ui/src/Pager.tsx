// One pager for every list: the page number lives in the URL search params (`?page=`), so a reload, a shared link
// or Back keeps the view. Lists paged on the server pass the answer's `total` (useListParams keeps sort and search).
import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from '@app/router';
import { pageWindow } from './paging';

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
