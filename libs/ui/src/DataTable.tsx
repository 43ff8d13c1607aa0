import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { LoadingSpinner } from './LoadingSpinner';

export interface Column<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T) => ReactNode;
  className?: string;
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
}: DataTableProps<T>) {
  const items = rows ?? [];
  return (
    <Table responsive hover className="align-middle">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead className="table-light">
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.className}>
              {c.header}
            </th>
          ))}
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
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
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
