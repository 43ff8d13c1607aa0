// The one configured axios instance. baseURL '' so the same build works behind the gateway and the dev proxies.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { expireSession, getToken } from '@app/session';

/** Authentication calls (/api/auth/*) never trigger the session-expired flow. */
export function isAuthCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  return /^\/?api\/auth(\/|$|\?)/i.test(path);
}

export function createApiClient(): AxiosInstance {
  const instance = axios.create({ baseURL: '', headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      if (error.response?.status === 401 && !isAuthCall(error.config?.url)) {
        expireSession();
      }
      return Promise.reject(error);
    },
  );

  return instance;
}

export const api: AxiosInstance = createApiClient();

/** The server's `message` from an error answer (or a body text), if any. */
export function errorMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as unknown;
    if (typeof data === 'string' && data.trim()) return data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
  }
  return undefined;
}

/** True when the request never got an answer (network failure). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}

export { isAxiosError } from 'axios';
export { mockHttp } from './testing/mock-adapter';
export type { HttpMock, MockReply, MockHandler } from './testing/mock-adapter';
export type { AxiosError, AxiosResponse } from 'axios';
