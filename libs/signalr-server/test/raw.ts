import http from 'http';
import WebSocket from 'ws';
import { HUB_PATH, waitFor } from './helpers';

export const RS = '\x1e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

export interface Negotiated {
  connectionId: string;
  connectionToken: string;
}

export async function negotiate(port: number, token = 'token-alice', query = '?negotiateVersion=1'): Promise<Negotiated> {
  const res = await fetch(`http://127.0.0.1:${port}${HUB_PATH}/negotiate${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`negotiate ${res.status}`);
  return (await res.json()) as Negotiated;
}

/** A plain `ws` client that records every frame it receives. */
export class RawClient {
  readonly frames: string[] = [];
  closeCode?: number;
  readonly opened: Promise<void>;
  readonly closed: Promise<void>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.frames.push(data.toString('utf8')));
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => ((this.closeCode = code), resolve())));
    this.opened.catch(() => undefined);
  }

  /** Every record received so far, parsed (the handshake reply `{}` included). */
  get records(): Array<Record<string, unknown>> {
    return this.frames
      .join('')
      .split(RS)
      .filter(Boolean)
      .map((r) => JSON.parse(r));
  }

  send(text: string): void {
    this.ws.send(text);
  }

  async waitForRecord(predicate: (r: Record<string, unknown>) => boolean, timeoutMs = 3000): Promise<Record<string, unknown>> {
    await waitFor(() => this.records.some(predicate), timeoutMs, 'record');
    return this.records.find(predicate)!;
  }

  close(): void {
    this.ws.terminate();
  }
}

export function rawWs(port: number, query: string, headers: Record<string, string> = { Authorization: 'Bearer token-alice' }): RawClient {
  return new RawClient(new WebSocket(`ws://127.0.0.1:${port}${HUB_PATH}${query}`, { headers }));
}

/** Opens a WebSocket connection and completes the handshake. */
export async function connectedRaw(port: number, token = 'token-alice'): Promise<RawClient> {
  const { connectionToken } = await negotiate(port, token);
  const client = rawWs(port, `?id=${connectionToken}`, { Authorization: `Bearer ${token}` });
  await client.opened;
  client.send(HANDSHAKE);
  await client.waitForRecord((r) => Object.keys(r).length === 0);
  return client;
}

/** Status code of a WebSocket upgrade attempt (101 when accepted). */
export function upgradeStatus(port: number, query: string, headers: Record<string, string> = { Authorization: 'Bearer token-alice' }): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${HUB_PATH}${query}`, { headers });
    ws.once('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function httpRequest(
  port: number,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HttpResult> {
  const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { method, headers, body });
  return { status: res.status, headers: Object.fromEntries(res.headers) as http.IncomingHttpHeaders, body: await res.text() };
}

/** An SSE stream read with plain http; `chunks` holds the raw text as received. */
export class RawSse {
  readonly chunks: string[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  private req?: http.ClientRequest;
  readonly response: Promise<void>;

  constructor(port: number, query: string, headers: Record<string, string> = {}) {
    this.response = new Promise((resolve, reject) => {
      this.req = http.get(
        { host: '127.0.0.1', port, path: `${HUB_PATH}${query}`, headers: { Accept: 'text/event-stream', ...headers } },
        (res) => {
          this.status = res.statusCode ?? 0;
          this.headers = res.headers;
          res.setEncoding('utf8');
          res.on('data', (c: string) => this.chunks.push(c));
          res.on('error', () => undefined);
          resolve();
        },
      );
      this.req.on('error', reject);
    });
  }

  get text(): string {
    return this.chunks.join('');
  }

  /** Records carried in `data:` lines. */
  get records(): Array<Record<string, unknown>> {
    return this.text
      .split('\r\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('')
      .split(RS)
      .filter(Boolean)
      .map((r) => JSON.parse(r));
  }

  close(): void {
    this.req?.destroy();
  }
}
