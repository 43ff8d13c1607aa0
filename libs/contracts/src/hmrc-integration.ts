// HMRC Integration Management (spec sections 2, 3, 7, 8, 9; issue 10), shared by services/hmrc and mf-hmrc.
// Field names follow spec section 3 word for word. Routes beyond the spec (stored test runs, "Authorize with HMRC")
// are documented in docs/hmrc-integration.md.

export type HmrcCredentialType = 'API' | 'RTIGateway';
export const HMRC_CREDENTIAL_TYPES: readonly HmrcCredentialType[] = ['API', 'RTIGateway'];

export type HmrcEnvironment = 'sandbox' | 'production';
export const HMRC_ENVIRONMENTS: readonly HmrcEnvironment[] = ['sandbox', 'production'];

/** What the list shows in place of a secret that is set. An unset secret is null (the screen shows "Not set"). */
export const HMRC_SECRET_MASK = '***';

/**
 * A credential as GET /api/admin/hmrc/credentials answers it (spec section 3 "HMRC credential"). Secrets never come
 * back: clientSecret and gatewayPassword are '***' when set, null when not. clientId and gatewayUserId are in clear.
 * Fields of the other type are null.
 */
export interface HmrcCredential {
  id: string;
  credentialType: HmrcCredentialType;
  clientId: string | null;
  clientSecret: typeof HMRC_SECRET_MASK | null;
  gatewayUserId: string | null;
  gatewayPassword: typeof HMRC_SECRET_MASK | null;
  /** 3 digits, e.g. "123" (the part of the employer PAYE reference before the '/'). */
  taxOfficeNumber: string | null;
  /** The part of the employer PAYE reference after the '/', e.g. "AB45678". */
  taxOfficeReference: string | null;
  /** 13 characters, e.g. "123PA00012345". */
  accountsOfficeReference: string | null;
  /** e.g. "123/AB45678". */
  employerPAYEReference: string | null;
  /** 9 digits with valid check digits, e.g. "123456782". */
  vatRegistrationNumber: string | null;
  /** The one active credential of its type is the one the connection test and submissions use. */
  isActive: boolean;
  createdAt: string;
}

/**
 * POST /api/admin/hmrc/credentials body (the "Add New Credential" form). API needs clientId + clientSecret;
 * RTIGateway needs gatewayUserId + gatewayPassword. The references are optional (blank = not given) and validated
 * as HMRC defines them. A new credential becomes the active one of its type (the previous one turns Inactive).
 * Answer: 201 with the saved HmrcCredential (masked). 400 `{ message, errors: { field: [text] } }` when invalid.
 */
export interface HmrcCredentialInput {
  credentialType: HmrcCredentialType;
  clientId?: string;
  clientSecret?: string;
  gatewayUserId?: string;
  gatewayPassword?: string;
  taxOfficeNumber?: string;
  taxOfficeReference?: string;
  accountsOfficeReference?: string;
  employerPAYEReference?: string;
  vatRegistrationNumber?: string;
}

/**
 * Spec section 3 "HMRC configuration". GET /api/admin/hmrc/configuration answers the stored one, or the spec 9
 * defaults when none is stored (then `id` is null: the Overview card shows "Not configured").
 */
export interface HmrcConfiguration {
  /** null = nothing stored yet, these are the defaults. */
  id: string | null;
  environment: HmrcEnvironment;
  baseApiUrl: string;
  rtiGatewayUrl: string;
  applicationName: string;
  enableFPSSubmission: boolean;
  enableVATSubmission: boolean;
  autoSubmitFPS: boolean;
  autoSubmitVAT: boolean;
  sendEmailNotifications: boolean;
  /** '' when blank. */
  notificationEmail: string;
  updatedAt: string | null;
}

/**
 * POST /api/admin/hmrc/configuration body. URLs must be http(s); notificationEmail must be an e-mail address while
 * sendEmailNotifications is on (it may be blank otherwise). Answer: 200 with the saved HmrcConfiguration.
 */
export type HmrcConfigurationInput = Omit<HmrcConfiguration, 'id' | 'updatedAt'>;

/** Spec section 9 "HMRC defaults" (sandbox hosts, integrations.md 2.1). */
export const HMRC_DEFAULT_CONFIGURATION: HmrcConfigurationInput = {
  environment: 'sandbox',
  baseApiUrl: 'https://test-api.service.hmrc.gov.uk',
  rtiGatewayUrl: 'https://test-transaction-engine.tax.service.gov.uk/submission',
  applicationName: 'UK Payroll & Accounting',
  enableFPSSubmission: false,
  enableVATSubmission: false,
  autoSubmitFPS: false,
  autoSubmitVAT: false,
  sendEmailNotifications: true,
  notificationEmail: '',
};

/** One API sub-test (spec section 3: success, statusCode, description, message). */
export interface HmrcSubTestResult {
  success: boolean;
  /** HTTP status HMRC answered; null when no answer came (time-out, network error, not attempted). */
  statusCode: number | null;
  /** The explanation of statusCode: describeHmrcStatusCode(statusCode). */
  description: string;
  /** HMRC's message (e.g. "Hello World", "Authentication information is not provided") or why there was none. */
  message: string;
  /** Beyond the spec: what this sub-test checks, e.g. "GET /hello/world - open access, no authentication". */
  testDescription: string;
}

export interface HmrcApiSubTests {
  helloWorld: HmrcSubTestResult;
  helloApplication: HmrcSubTestResult;
  helloUser: HmrcSubTestResult;
}

/** Spec section 3 "data.apiConnection". isConnected = Hello World and Hello Application both succeeded. */
export interface HmrcApiConnectionResult {
  isConnected: boolean;
  /** The Hello World status (the service's availability); null when no answer came. */
  statusCode: number | null;
  /** null when connected; otherwise a sentence a person can act on. */
  error: string | null;
  /** The three sub-tests; null when they could not run (the screen then shows statusCode and error). */
  data: { tests: HmrcApiSubTests } | null;
}

/** Spec section 3 "data.rtiConnection": a GovTalk request/list data request to the Transaction Engine. */
export interface HmrcRtiConnectionResult {
  isConnected: boolean;
  /** HTTP status of the Transaction Engine's answer (it answers 200 even for errors); null when none came. */
  statusCode: number | null;
  /** null when connected; otherwise e.g. "The gateway refused the credentials (GovTalk error 1046...)". */
  error: string | null;
  /** Beyond the spec: the GovTalk error number from the envelope (1046, 1001, ...), null when none. */
  govTalkErrorNumber: number | null;
}

/**
 * POST /api/admin/hmrc/test-connection (no body) answer, HTTP 200. success = the test ran (each connection says
 * whether it is connected); false with error only when the test itself could not run.
 */
export interface HmrcTestResult {
  success: boolean;
  error: string | null;
  data: {
    apiConnection: HmrcApiConnectionResult;
    rtiConnection: HmrcRtiConnectionResult;
    environment: HmrcEnvironment;
    testedAt: string;
    /** The stored run's id (GET test-runs). */
    runId: string;
  } | null;
}

/** Beyond the spec: GET /api/admin/hmrc/test-runs answers the last 20 stored runs, newest first. */
export interface HmrcTestRun {
  id: string;
  testedAt: string;
  /** Email of the admin who ran it. */
  testedBy: string;
  environment: HmrcEnvironment;
  apiConnected: boolean;
  rtiConnected: boolean;
  result: HmrcTestResult;
}

/**
 * Beyond the spec: "Authorize with HMRC" (OAuth 2.0 authorization-code grant, scope "hello").
 * POST /api/admin/hmrc/authorize (no body) answers { authorizeUrl }: the screen sends the browser there
 * (window.location.assign). HMRC sends the browser back to GET /api/admin/hmrc/oauth/callback?code&state (public,
 * checked by the single-use `state`), which stores the tokens sealed and redirects to HMRC_AUTHORIZED_PAGE with
 * `?authorization=granted` or `?authorization=failed&reason=...`.
 */
export interface HmrcAuthorizeResponse {
  authorizeUrl: string;
}

/** Beyond the spec: GET /api/admin/hmrc/authorization. */
export interface HmrcAuthorizationStatus {
  authorized: boolean;
  scope: string | null;
  /** When the access token expires (it is refreshed with the refresh token when needed). */
  accessTokenExpiresAt: string | null;
  grantedAt: string | null;
}

export const HMRC_AUTHORIZED_PAGE = '/admin/hmrc';

const HMRC_BASE = '/api/admin/hmrc';
export const HMRC_ROUTES = {
  credentials: `${HMRC_BASE}/credentials`,
  credential: (id: string) => `${HMRC_BASE}/credentials/${encodeURIComponent(id)}`,
  configuration: `${HMRC_BASE}/configuration`,
  testConnection: `${HMRC_BASE}/test-connection`,
  testRuns: `${HMRC_BASE}/test-runs`,
  authorize: `${HMRC_BASE}/authorize`,
  authorization: `${HMRC_BASE}/authorization`,
  oauthCallback: `${HMRC_BASE}/oauth/callback`,
} as const;

/** Spec section 8's fifteen HMRC test status codes and their explanations. */
export const HMRC_STATUS_CODES: Readonly<Record<number, string>> = {
  200: 'OK - the request succeeded',
  201: 'Created - the resource was created',
  400: 'Bad Request - HMRC could not understand the request',
  401: 'Unauthorized - missing or invalid credentials or token',
  403: 'Forbidden - the credentials are not allowed to use this resource',
  404: 'Not Found - the endpoint does not exist at this URL',
  405: 'Method Not Allowed - the endpoint does not accept this HTTP method',
  406: 'Not Acceptable - the Accept header is missing or invalid',
  408: 'Request Timeout - HMRC did not receive the request in time',
  429: 'Too Many Requests - the rate limit was exceeded, try again later',
  500: 'Internal Server Error - HMRC failed to process the request',
  501: 'Not Implemented - HMRC does not support this request',
  502: 'Bad Gateway - an upstream HMRC service answered badly',
  503: 'Service Unavailable - HMRC is down or under maintenance',
  504: 'Gateway Timeout - an upstream HMRC service did not answer in time',
};

/** The explanation of a status code: one of spec 8's fifteen, else "HTTP {code} - Unknown status code". */
export function describeHmrcStatusCode(statusCode: number | null): string {
  if (statusCode === null) return 'No answer - HMRC could not be reached';
  return HMRC_STATUS_CODES[statusCode] ?? `HTTP ${statusCode} - Unknown status code`;
}
