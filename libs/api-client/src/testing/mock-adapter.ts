// Test helper: mock HTTP at the axios adapter (the network edge of `api`).
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../index';

export interface MockReply {
  status: number;
  data?: unknown;
  /** Response headers (lower-case names), e.g. a download's content-disposition. */
  headers?: Record<string, string>;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | 'network-error' | Promise<MockReply | 'network-error'>;

export interface MockRoute {
  method: string;
  url: string | RegExp;
  handler: MockHandler;
}

export interface HttpMock {
  on(method: string, url: string | RegExp, reply: MockReply | MockHandler): HttpMock;
  calls: InternalAxiosRequestConfig[];
  restore(): void;
}

/** Install a routing adapter on `api`. Unmatched requests answer 404. */
export function mockHttp(): HttpMock {
  const original = api.defaults.adapter;
  const routes: MockRoute[] = [];
  const calls: InternalAxiosRequestConfig[] = [];

  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const route = routes.find(
      (r) => r.method === method && (typeof r.url === 'string' ? r.url === url : r.url.test(url)),
    );
    const reply = route ? await route.handler(config) : { status: 404, data: { message: 'Not Found' } };
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: { ...(reply.headers ?? {}) },
      config,
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (validate(reply.status)) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, response);
  };

  api.defaults.adapter = adapter;
  const mock: HttpMock = {
    calls,
    on(method, url, reply) {
      routes.push({ method: method.toUpperCase(), url, handler: typeof reply === 'function' ? reply : () => reply });
      return mock;
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
  return mock;
}

/**
 * A handler that serves `rows()` as a list paged on the server would: the whole list without paging parameters (the
 * spec's answer), else `{items, total, page, pageSize}` of the rows `keep(row, search, status)` accepts, in their order.
 * It stands in for the server's filter only; what the server does with them is tested through HTTP.
 */
export function servePaged<T>(rows: () => T[], keep: (row: T, search: string, status: string) => boolean = () => true): MockHandler {
  return (config) => {
    const p = (config.params ?? {}) as { page?: number; pageSize?: number; search?: string; status?: string; sort?: string };
    if (p.page === undefined && p.pageSize === undefined) return { status: 200, data: rows() };
    const page = Number(p.page ?? 1);
    const pageSize = Number(p.pageSize ?? 50);
    const kept = rows().filter((r) => keep(r, (p.search ?? '').toLowerCase(), p.status ?? ''));
    return { status: 200, data: { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize } };
  };
}
