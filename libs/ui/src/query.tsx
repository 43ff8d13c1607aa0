import type { PagedList } from '@app/contracts';
// The one data layer of the remotes: TanStack Query. Each remote wraps its exposed routes in <QueryRoot>, so it
// works the same alone (dev harness) and inside the shell; query options per resource live in
// features/<x>/api/queries.ts and mutation hooks invalidate exactly what they change.
import { useState, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * No retries (an admin sees a failure at once, as before) and no refetch on window focus (screens refresh on their
 * own poll, on a live event or on the Refresh button). Every failed load is logged here, once for all screens.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Failed to load ${query.queryKey.join(' ')}`, error),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** One QueryClient per mounted remote root. */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** For mutation hooks: `invalidate(keyA, keyB)` marks exactly those queries (and their sub-keys) stale and reloads the shown ones. */
export function useInvalidate(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return async (...keys) => {
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

/** An answer that does not have the shape `@app/contracts` promises: a broken contract, never shown as "no rows". */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly url: string,
    readonly expected: string,
  ) {
    super(`Unexpected answer from ${url}: expected ${expected}`);
    this.name = 'UnexpectedResponseError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer must be an array (of objects, when `item` is not given). */
export function expectList<T>(url: string, data: unknown, item: (value: unknown) => boolean = isObject): T[] {
  if (!Array.isArray(data) || !data.every(item)) throw new UnexpectedResponseError(url, 'a list');
  return data as T[];
}

/** The answer must be an object carrying at least `keys`. */
export function expectObject<T>(url: string, data: unknown, keys: readonly (keyof T & string)[] = []): T {
  if (!isObject(data) || keys.some((k) => !(k in data))) {
    throw new UnexpectedResponseError(url, keys.length ? `an object with ${keys.join(', ')}` : 'an object');
  }
  return data as T;
}

/** One page of a list paged on the server (ARCHITECTURE.md: `?page=&pageSize=` answering this). */
export type ServerPage<T> = PagedList<T>;

/** The answer must be a server page `{ items, total, page, pageSize }`. */
export function expectPage<T>(url: string, data: unknown): ServerPage<T> {
  if (
    !isObject(data) ||
    !Array.isArray(data.items) ||
    typeof data.total !== 'number' ||
    typeof data.page !== 'number' ||
    typeof data.pageSize !== 'number'
  ) {
    throw new UnexpectedResponseError(url, 'a page { items, total, page, pageSize }');
  }
  return data as unknown as ServerPage<T>;
}
