// Pure paging arithmetic shared by the Pager and client-side paging.

/** Number of pages (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The requested page clamped to what exists, with the 1-based range of rows it shows (0-0 when empty). */
export function pageWindow(requested: number, total: number, pageSize: number) {
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, requested), pages);
  return {
    page,
    pages,
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(page * pageSize, total),
  };
}
