// The one configured axios instance. baseURL '' so the same build works behind the gateway and the dev proxies.
// It knows nothing of the session: the session layer (@app/session) connects itself at load with connectSession(),
// so the dependency runs one way (session -> api-client) and the sign-in calls can live in the session layer.
import axios, { AxiosError, type AxiosInstance } from 'axios';

/** What the client needs from the session: the bearer token, and what to do on a 401. */
export interface ApiSession {
  token(): string | null;
  /** A 401 from any call other than an authentication call (spec section 4 "Session"). */
  unauthorized(): void;
}

let session: ApiSession = { token: () => null, unauthorized: () => undefined };

/** Called once by the session layer when it loads. */
export function connectSession(connected: ApiSession): void {
  session = connected;
}

/** Authentication calls (/api/auth/*) never trigger the session-expired flow. */
export function isAuthCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  return /^\/?api\/auth(\/|$|\?)/i.test(path);
}

export function createApiClient(): AxiosInstance {
  const instance = axios.create({ baseURL: '', headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    const token = session.token();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      if (error.response?.status === 401 && !isAuthCall(error.config?.url)) {
        session.unauthorized();
      }
      return Promise.reject(error);
    },
  );

  return instance;
}

export const api: AxiosInstance = createApiClient();

/** The file name a Content-Disposition header gives (`filename*=UTF-8''...` or `filename="..."`), if any. */
export function attachmentName(disposition: unknown): string | null {
  const header = typeof disposition === 'string' ? disposition : '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() || null;
}

/**
 * Downloads a file the API serves (an export): fetched through this client, so with the bearer token a plain link
 * would not send, then saved through an object URL under the server's file name (or `fallbackName`).
 */
export async function downloadFile(url: string, options: { params?: Record<string, string | number>; fallbackName: string }): Promise<string> {
  const response = await api.get<Blob>(url, { params: options.params, responseType: 'blob' });
  const name = attachmentName(response.headers['content-disposition']) ?? options.fallbackName;
  saveFile(response.data, name);
  return name;
}

/** Saves `blob` as a file called `name` through the browser's download (a file made here, or one fetched). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(href);
  }
}

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

/**
 * What to tell the user about a failed call: `texts.network` when no answer came, else the server's message, else
 * `texts.fallback` (an answer without one).
 */
export function failureText(error: unknown, texts: { network: string; fallback: string }): string {
  if (isNetworkError(error)) return texts.network;
  return errorMessage(error) ?? texts.fallback;
}

/**
 * The first message per field of a 400 answer `{ message, errors: { field: [messages] } }` (the API's validation
 * shape); empty for any other error or body.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {};
  const errors = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(list) ? list.find((m) => typeof m === 'string') : typeof list === 'string' ? list : undefined;
    if (first) result[field] = first;
  }
  return result;
}

/**
 * What a form shows after a failed submission: the per-field messages of a 400 (and a 409's message on
 * `conflictField`, e.g. a taken code or name), else one general text (`failureText`).
 */
export function formFailure(error: unknown, texts: { network: string; fallback: string }, conflictField?: string): { fields: Record<string, string>; general: string | null } {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  const fields = status === 409 && conflictField ? { [conflictField]: errorMessage(error) ?? texts.fallback } : status === 400 ? fieldErrors(error) : {};
  return { fields, general: Object.keys(fields).length ? null : failureText(error, texts) };
}

/** True when the request never got an answer (network failure). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}

export { isAxiosError } from 'axios';
export type { AxiosError, AxiosResponse } from 'axios';
