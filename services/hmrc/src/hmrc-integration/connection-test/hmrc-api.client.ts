import { createHash } from 'crypto';
import { Inject, Injectable } from '@nestjs/common';
import { checkOutboundUrl, OutboundTargetRefused } from '@app/nest-common';
import { hmrcIntegrationConfig, HmrcIntegrationConfig } from '../hmrc-integration.config';
import type { CallOutcome } from './connection-test-rules';

export const HMRC_ACCEPT = 'application/vnd.hmrc.1.0+json';

export interface TokenAnswer {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
  scope: string;
}

export type TokenOutcome = { kind: 'token'; token: TokenAnswer } | { kind: 'refused'; status: number; message: string } | Exclude<CallOutcome, { kind: 'answer' }>;

function failure(error: unknown, timeoutMs: number): Exclude<CallOutcome, { kind: 'answer' | 'skipped' }> {
  if (error instanceof OutboundTargetRefused) return { kind: 'network', detail: error.message };
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', seconds: timeoutMs / 1000 };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return { kind: 'network', detail: cause?.code ?? cause?.message ?? (error as Error).message };
}

/** HMRC's message from an answer body: `{message}` (APIs), `{error_description}` / `{error}` (OAuth), else the text. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const parts = [body.message, body.error_description, body.error].filter((v): v is string => typeof v === 'string');
    if (parts.length) return body.code && body.message ? `${body.message} (${body.code})` : parts.join(' - ');
  } catch {
    /* not JSON */
  }
  return text.trim().slice(0, 300) || '(empty answer)';
}

/**
 * Calls HMRC's REST API and OAuth token endpoint with a short time-out each. Application tokens (client_credentials)
 * are cached in memory until shortly before they expire, keyed by host, client id and a hash of the secret.
 */
@Injectable()
export class HmrcApiClient {
  private readonly appTokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(@Inject(hmrcIntegrationConfig.KEY) private readonly config: HmrcIntegrationConfig) {}

  get timeoutMs(): number {
    return this.config.callTimeoutMs;
  }

  /** Refuses a metadata, link-local (or, unless allowed, private) HMRC host before any byte is sent. */
  async assertTarget(url: string): Promise<void> {
    await checkOutboundUrl(url, this.config.allowPrivateTargets);
  }

  async get(baseApiUrl: string, path: string, headers: Record<string, string>): Promise<CallOutcome> {
    try {
      await this.assertTarget(baseApiUrl);
      const response = await fetch(`${baseApiUrl.replace(/\/+$/, '')}${path}`, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
      return { kind: 'answer', status: response.status, message: messageOf(await response.text()) };
    } catch (error) {
      return failure(error, this.timeoutMs);
    }
  }

  /** POST {base}/oauth/token with a form body (the credentials go in the body, never in headers). */
  async token(baseApiUrl: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<TokenOutcome> {
    try {
      await this.assertTarget(baseApiUrl);
      const response = await fetch(`${baseApiUrl.replace(/\/+$/, '')}/oauth/token`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return { kind: 'refused', status: response.status, message: messageOf(text) };
      const body = JSON.parse(text) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
      if (!body.access_token) return { kind: 'refused', status: response.status, message: 'The token answer has no access_token' };
      return { kind: 'token', token: { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresIn: Number(body.expires_in ?? 0), scope: body.scope ?? '' } };
    } catch (error) {
      return failure(error, this.timeoutMs);
    }
  }

  /** An application token for the client, from the cache while it is valid for at least another minute. */
  async applicationToken(baseApiUrl: string, clientId: string, clientSecret: string, headers: Record<string, string>): Promise<TokenOutcome> {
    const key = createHash('sha256').update(`${baseApiUrl}\n${clientId}\n${clientSecret}`).digest('hex');
    const cached = this.appTokens.get(key);
    if (cached && cached.expiresAt - 60_000 > Date.now()) {
      return { kind: 'token', token: { accessToken: cached.token, refreshToken: null, expiresIn: Math.round((cached.expiresAt - Date.now()) / 1000), scope: '' } };
    }
    const outcome = await this.token(baseApiUrl, { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }, headers);
    if (outcome.kind === 'token') this.appTokens.set(key, { token: outcome.token.accessToken, expiresAt: Date.now() + outcome.token.expiresIn * 1000 });
    else this.appTokens.delete(key);
    return outcome;
  }
}
