import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { nextSort } from './listParams';
import { LoadingSpinner } from './LoadingSpinner';

export interface Column<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T) => ReactNode;
  className?: string;
  /** The server's sort key of the column; its header becomes a sort button when the table has `onSortChange`. */
  sortKey?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | null | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: ReactNode;
  loadingText?: string;
  caption?: string;
  rowClassName?: (row: T) => string | undefined;
  /** The current sort (`key` or `-key`) of a list sorted on the server. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Opens a row (its details): a click on the row, or Enter/Space on the focused row. The row joins the tab order. */
  onRowOpen?: (row: T) => void;
}

/** A click on a control inside the row (a button, a link) is that control's, not the row's. */
function fromControl(event: { target: EventTarget; currentTarget: EventTarget }): boolean {
  const control = (event.target as Element).closest?.('a, button, input, select, textarea, label');
  return control !== null && control !== undefined && control !== event.currentTarget && (event.currentTarget as Element).contains(control);
}

function SortHeader({ label, sortKey, sort, onSortChange }: { label: ReactNode; sortKey: string; sort: string; onSortChange: (sort: string) => void }) {
  const active = sort.replace(/^-/, '') === sortKey;
  const descending = active && sort.startsWith('-');
  return (
    <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => onSortChange(nextSort(sort, sortKey))}>
      {label}
      <span aria-hidden="true" className={active ? 'ms-1' : 'ms-1 text-muted opacity-50'}>
        {active ? (descending ? '\u25BC' : '\u25B2') : '\u21C5'}
      </span>
    </button>
  );
}

/** The one table component: columns definition, loading state, empty text. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'No data found',
  loadingText = 'Loading...',
  caption,
  rowClassName,
  sort,
  onSortChange,
  onRowOpen,
}: DataTableProps<T>) {
  const items = rows ?? [];
  return (
    <Table responsive hover className="align-middle">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead className="table-light">
        <tr>
          {columns.map((c) => {
            const sortable = c.sortKey !== undefined && onSortChange !== undefined && sort !== undefined;
            const active = sortable && sort.replace(/^-/, '') === c.sortKey;
            return (
              <th key={c.key} scope="col" className={c.className} aria-sort={!sortable ? undefined : active ? (sort.startsWith('-') ? 'descending' : 'ascending') : 'none'}>
                {sortable ? <SortHeader label={c.header} sortKey={c.sortKey!} sort={sort} onSortChange={onSortChange} /> : c.header}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <tr>
            <td colSpan={columns.length} className="text-center py-4">
              <LoadingSpinner label={loadingText} />
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="text-center text-muted py-4">
              {emptyText}
            </td>
          </tr>
        ) : (
          items.map((row) => (
            <tr
              key={rowKey(row)}
              className={rowClassName?.(row)}
              style={onRowOpen ? { cursor: 'pointer' } : undefined}
              tabIndex={onRowOpen ? 0 : undefined}
              onClick={onRowOpen ? (event) => !fromControl(event) && onRowOpen(row) : undefined}
              onKeyDown={
                onRowOpen
                  ? (event) => {
                      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
                      event.preventDefault();
                      onRowOpen(row);
                    }
                  : undefined
              }
            >
              {columns.map((c) => (
                <td key={c.key} className={c.className}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
