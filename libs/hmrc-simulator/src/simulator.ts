// A local HMRC: the developer sandbox's OAuth 2.0 token and authorize endpoints, the Hello World API (open,
// application- and user-restricted) and the Transaction Engine (GovTalk submit/poll/delete/list), on one loopback
// port. Modelled on the published protocols (integrations.md sections 2.2, 2.3 and 2.6); used by tests and by the
// demo data on `npm start`.
import { randomBytes } from 'crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { buildTransactionEngineReply, handleTransactionEngine, TransactionEngineState } from './transaction-engine';

export interface SimulatorClient {
  clientId: string;
  clientSecret: string;
}

export interface SimulatorGatewayUser {
  userId: string;
  password: string;
}

export interface HmrcSimulatorOptions {
  /** Registered applications (client credentials). */
  clients?: SimulatorClient[];
  /** Government Gateway test users accepted by the Transaction Engine. */
  gatewayUsers?: SimulatorGatewayUser[];
  /** Lifetime of access tokens (HMRC: 14 400 s). */
  tokenLifetimeSeconds?: number;
  /** Acknowledgements before the final poll response (default 0). */
  extraAcknowledgements?: number;
  host?: string;
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

interface Token {
  kind: 'application' | 'user';
  clientId: string;
  scope: string;
  expiresAt: number;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
}

export interface HmrcSimulator {
  /** Base of the REST API and OAuth token endpoint (like https://test-api.service.hmrc.gov.uk). */
  apiBaseUrl: string;
  /** The user sign-in page (like https://test-www.tax.service.gov.uk/oauth/authorize). */
  authorizeUrl: string;
  /** The Transaction Engine's submission URL (like https://test-transaction-engine.tax.service.gov.uk/submission). */
  submissionUrl: string;
  /** Every request received, oldest first (headers as received). */
  requests: RecordedRequest[];
  /** Token counts by grant, for tests of caching. */
  tokensIssued: { client_credentials: number; authorization_code: number; refresh_token: number };
  close(): Promise<void>;
}

const ACCEPT = /^application\/vnd[.]hmrc[.](.*?)[+](.*)$/;

function send(res: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const newToken = () => randomBytes(16).toString('hex');

/** Starts the simulator on 127.0.0.1 (port 0 = any free port). */
export async function startHmrcSimulator(options: HmrcSimulatorOptions = {}): Promise<HmrcSimulator> {
  const clients = options.clients ?? [];
  const lifetime = options.tokenLifetimeSeconds ?? 14_400;
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Grant>();
  const codes = new Map<string, Grant>();
  const requests: RecordedRequest[] = [];
  const tokensIssued = { client_credentials: 0, authorization_code: 0, refresh_token: 0 };
  let base = '';
  const te: TransactionEngineState = {
    gatewayUsers: options.gatewayUsers ?? [],
    submissions: new Map(),
    extraAcknowledgements: options.extraAcknowledgements ?? 0,
    pollUrl: () => `${base}/poll`,
  };

  const client = (id: string | undefined, secret: string | undefined) => clients.find((c) => c.clientId === id && c.clientSecret === secret);

  const issue = (res: ServerResponse, kind: Token['kind'], grant: Grant, withRefresh: boolean) => {
    const accessToken = newToken();
    tokens.set(accessToken, { kind, clientId: grant.clientId, scope: grant.scope, expiresAt: Date.now() + lifetime * 1000 });
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'bearer', expires_in: lifetime, scope: grant.scope };
    if (withRefresh) {
      const refresh = newToken();
      refreshTokens.set(refresh, grant);
      body.refresh_token = refresh;
    }
    send(res, 200, body);
  };

  const oauthError = (res: ServerResponse, status: number, error: string, description: string) => send(res, status, { error, error_description: description });

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      return oauthError(res, 400, 'invalid_request', 'The request must be application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(await readBody(req));
    const grantType = form.get('grant_type');
    const app = client(form.get('client_id') ?? undefined, form.get('client_secret') ?? undefined);
    if (!grantType) return oauthError(res, 400, 'invalid_request', 'grant_type is required');
    if (!['client_credentials', 'authorization_code', 'refresh_token'].includes(grantType)) {
      return oauthError(res, 400, 'unsupported_grant_type', 'The grant type is not supported');
    }
    if (!app) return oauthError(res, 401, 'invalid_client', 'invalid client id or secret');
    if (grantType === 'client_credentials') {
      tokensIssued.client_credentials += 1;
      return issue(res, 'application', { clientId: app.clientId, redirectUri: '', scope: form.get('scope') ?? '' }, false);
    }
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.clientId !== app.clientId) return oauthError(res, 400, 'invalid_grant', 'Authorization code is invalid or expired');
      if (grant.redirectUri !== form.get('redirect_uri')) return oauthError(res, 400, 'invalid_grant', 'redirect_uri does not match');
      tokensIssued.authorization_code += 1;
      return issue(res, 'user', grant, true);
    }
    const refresh = form.get('refresh_token') ?? '';
    const grant = refreshTokens.get(refresh);
    refreshTokens.delete(refresh); // single use
    if (!grant || grant.clientId !== app.clientId) return oauthError(res, 400, 'invalid_grant', 'Refresh token is invalid or expired');
    tokensIssued.refresh_token += 1;
    return issue(res, 'user', grant, true);
  }

  /** The sign-in and grant page: the simulated user grants at once and the browser is sent back with a code. */
  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const app = clients.find((c) => c.clientId === q.get('client_id'));
    if (!redirectUri || !/^https?:\/\//.test(redirectUri) || !app) {
      return send(res, 400, 'Invalid authorization request: unknown client_id or missing redirect_uri', 'text/plain');
    }
    const back = new URL(redirectUri);
    if (q.get('response_type') !== 'code') back.searchParams.set('error', 'unsupported_response_type');
    else {
      const code = newToken();
      codes.set(code, { clientId: app.clientId, redirectUri, scope: q.get('scope') ?? '' });
      back.searchParams.set('code', code);
    }
    if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { Location: back.toString() });
    res.end();
  }

  function hello(path: string, req: IncomingMessage, res: ServerResponse): void {
    const accept = ACCEPT.exec(req.headers.accept ?? '');
    if (!accept || !['1.0', '2.0'].includes(accept[1]) || !['json', 'xml'].includes(accept[2])) {
      return send(res, 406, { code: 'ACCEPT_HEADER_INVALID', message: 'The accept header is missing or invalid' });
    }
    const scenario = String(req.headers['gov-test-scenario'] ?? '');
    const scenarios: Record<string, [number, string, string]> = {
      SERVICE_UNAVAILABLE: [503, 'SERVICE_UNAVAILABLE', 'Service unavailable'],
      INTERNAL_SERVER_ERROR: [500, 'INTERNAL_SERVER_ERROR', 'Internal server error'],
      MESSAGE_THROTTLED_OUT: [429, 'MESSAGE_THROTTLED_OUT', 'The request for the API is throttled as you have exceeded your quota.'],
    };
    if (scenarios[scenario]) {
      const [status, code, message] = scenarios[scenario];
      return send(res, status, { code, message });
    }
    const reply = (message: string) =>
      accept[2] === 'xml' ? send(res, 200, `<Hello><message>${message}</message></Hello>`, 'application/xml') : send(res, 200, { message });
    if (path === '/hello/world' || path.startsWith('/hello/world/')) return reply('Hello World');
    const auth = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
    if (!auth) return send(res, 401, { code: 'MISSING_CREDENTIALS', message: 'Authentication information is not provided' });
    const found = tokens.get(auth[1]);
    if (!found || found.expiresAt <= Date.now()) {
      return send(res, 401, { code: 'INVALID_CREDENTIALS', message: 'Invalid Authentication information provided' });
    }
    if (path === '/hello/application') return reply('Hello Application');
    if (found.kind !== 'user') return send(res, 401, { code: 'INCORRECT_ACCESS_TOKEN_TYPE', message: 'The access token type is incorrect' });
    if (!found.scope.split(' ').includes('hello')) return send(res, 401, { code: 'INVALID_SCOPE', message: 'Cannot access the required resource. Ensure this token has all the required scopes.' });
    return reply('Hello User');
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: { ...req.headers } });
    const route = `${req.method} ${url.pathname}`;
    const run = async () => {
      if (route === 'POST /oauth/token') return token(req, res);
      if (route === 'GET /oauth/authorize') return authorize(url, res);
      if (req.method === 'GET' && /^\/hello\/(world(\/.*)?|application|user)$/.test(url.pathname)) return hello(url.pathname, req, res);
      if (route === 'POST /submission' || route === 'POST /poll') {
        const reply = handleTransactionEngine(te, url.pathname === '/poll' ? 'poll' : 'submission', await readBody(req));
        return send(res, 200, reply, 'text/xml; charset=utf-8');
      }
      if (url.pathname === '/submission' || url.pathname === '/poll') {
        return send(res, 405, buildTransactionEngineReply({ messageClass: '', qualifier: 'error', function: 'submit', errors: [{ number: 1001, text: 'Only POST is accepted' }] }), 'text/xml');
      }
      if (/^\/(hello|oauth)\//.test(url.pathname)) return send(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
      return send(res, 404, { code: 'MATCHING_RESOURCE_NOT_FOUND', message: 'A resource with the name in the request can not be found in the API' });
    };
    run().catch((error) => send(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port, address } = server.address() as AddressInfo;
  base = `http://${address}:${port}`;
  return {
    apiBaseUrl: base,
    authorizeUrl: `${base}/oauth/authorize`,
    submissionUrl: `${base}/submission`,
    requests,
    tokensIssued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
