// Pure rules of the connection test: fraud-prevention headers, the OAuth authorize address, the RTI outcome and the
// API sub-test outcome. Status code explanations are describeHmrcStatusCode in @app/contracts (shared with the screen).
import { createHash } from 'crypto';
import { describeHmrcStatusCode, HmrcApiConnectionResult, HmrcRtiConnectionResult, HmrcSubTestResult } from '@app/contracts';
import type { GovTalkReply } from '@app/govtalk';

/** What the server knows about the admin's connection (integrations.md 2.5, WEB_APP_VIA_SERVER). */
export interface FraudContext {
  userId: string;
  clientIp: string;
  clientPort: number | null;
  userAgent: string;
  vendorIp: string;
  productName: string;
  productVersion: string;
  now: Date;
  timezoneOffsetMinutes?: number;
  /** The admin's second factor at sign-in (issue 13): absent when they signed in with a password only. */
  multiFactor?: { type: 'TOTP'; at: number; reference: string };
}

const pct = encodeURIComponent;
const stripV6 = (ip: string) => ip.replace(/^::ffff:/, '');

/** A stable device id per admin (a UUID shape derived from the user id) until the browser sends its own. */
export function deviceIdFor(userId: string): string {
  const h = createHash('sha256').update(`hmrc-device:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function timezone(offsetMinutes: number): string {
  const sign = offsetMinutes > 0 ? '-' : '+'; // JavaScript offsets are UTC minus local
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** HMRC's `yyyy-MM-ddThh:mmZ` (UTC, to the minute) of the second factor's check. */
function multiFactorTimestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 16) + 'Z';
}

/**
 * HMRC's fraud-prevention headers for a web app whose server calls HMRC. Gov-Client-Multi-Factor carries the
 * admin's real second factor (type, when it was checked, a reference that is a hash, never the secret) and is left out
 * when they signed in without one; screen and window sizes are omitted until the browser reports them.
 */
export function fraudPreventionHeaders(ctx: FraudContext): Record<string, string> {
  const clientIp = stripV6(ctx.clientIp);
  const vendorIp = stripV6(ctx.vendorIp);
  const headers: Record<string, string> = {
    'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER',
    'Gov-Client-Browser-JS-User-Agent': ctx.userAgent,
    'Gov-Client-Device-ID': deviceIdFor(ctx.userId),
    'Gov-Client-Public-IP': clientIp,
    'Gov-Client-Public-IP-Timestamp': ctx.now.toISOString(),
    'Gov-Client-Timezone': timezone(ctx.timezoneOffsetMinutes ?? 0),
    'Gov-Client-User-IDs': `uk-payroll=${pct(ctx.userId)}`,
    'Gov-Vendor-Forwarded': `by=${pct(vendorIp)}&for=${pct(clientIp)}`,
    'Gov-Vendor-Product-Name': pct(ctx.productName),
    'Gov-Vendor-Public-IP': vendorIp,
    'Gov-Vendor-Version': `uk-payroll=${pct(ctx.productVersion)}`,
  };
  if (ctx.clientPort !== null) headers['Gov-Client-Public-Port'] = String(ctx.clientPort);
  if (ctx.multiFactor) {
    const { type, at, reference } = ctx.multiFactor;
    headers['Gov-Client-Multi-Factor'] = `type=${type}&timestamp=${pct(multiFactorTimestamp(at))}&unique-reference=${pct(reference)}`;
  }
  return headers;
}

/** HMRC's sign-in page for the authorization-code grant: the tax.service.gov.uk host for HMRC's own API hosts. */
export function authorizeEndpoint(baseApiUrl: string): string {
  const host = new URL(baseApiUrl).host;
  if (host === 'test-api.service.hmrc.gov.uk') return 'https://test-www.tax.service.gov.uk/oauth/authorize';
  if (host === 'api.service.hmrc.gov.uk') return 'https://www.tax.service.gov.uk/oauth/authorize';
  return `${baseApiUrl.replace(/\/+$/, '')}/oauth/authorize`;
}

/** How one REST call ended. */
export type CallOutcome =
  | { kind: 'answer'; status: number; message: string }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'network'; detail: string }
  | { kind: 'skipped'; reason: string };

export function subTest(outcome: CallOutcome, testDescription: string, successStatus = 200): HmrcSubTestResult {
  switch (outcome.kind) {
    case 'answer':
      return { success: outcome.status === successStatus, statusCode: outcome.status, description: describeHmrcStatusCode(outcome.status), message: outcome.message, testDescription };
    case 'timeout':
      return { success: false, statusCode: null, description: `Time-out - no answer within ${outcome.seconds} s`, message: `HMRC did not answer within ${outcome.seconds} s: check the Base API URL and your network`, testDescription };
    case 'network':
      return { success: false, statusCode: null, description: 'No answer - HMRC could not be reached', message: `Could not reach HMRC (${outcome.detail}): check the Base API URL`, testDescription };
    case 'skipped':
      return { success: false, statusCode: null, description: 'Not run', message: outcome.reason, testDescription };
  }
}

/** API connection: connected when Hello World and Hello Application both succeed (Hello User needs a user grant). */
export function apiConnection(tests: { helloWorld: HmrcSubTestResult; helloApplication: HmrcSubTestResult; helloUser: HmrcSubTestResult }): HmrcApiConnectionResult {
  const failed = [
    ['Hello World', tests.helloWorld],
    ['Hello Application', tests.helloApplication],
  ].find(([, t]) => !(t as HmrcSubTestResult).success) as [string, HmrcSubTestResult] | undefined;
  return {
    isConnected: !failed,
    statusCode: tests.helloWorld.statusCode,
    error: failed ? `${failed[0]}: ${failed[1].message}` : null,
    data: { tests },
  };
}

export const RTI_MESSAGES = {
  noCredential: 'No active RTI Gateway credential: add one on the Credentials tab',
  refused: 'The Government Gateway refused the RTI credentials (GovTalk error 1046, authentication failure): check the Gateway User ID and Password of the active RTI Gateway credential',
  badlyFormed: 'The Transaction Engine could not read the request (GovTalk error 1001, badly formed XML or unknown message class): check the RTI Gateway URL points at the Transaction Engine submission address',
  timeout: (seconds: number) => `The Transaction Engine did not answer within ${seconds} s (time-out): check the RTI Gateway URL and your network`,
  network: (detail: string) => `Could not reach the Transaction Engine (${detail}): check the RTI Gateway URL`,
  notGovTalk: (status: number) => `The RTI Gateway URL answered HTTP ${status} without a GovTalk message: it is not a Transaction Engine submission address`,
  other: (number: number, text: string) => `The Transaction Engine answered GovTalk error ${number}: ${text}`,
  unexpected: (qualifier: string) => `The Transaction Engine answered "${qualifier}" without a StatusReport`,
} as const;

/** The RTI outcome of a request/list data request: a StatusReport means connected; errors come from the envelope. */
export function rtiFromReply(httpStatus: number, reply: GovTalkReply): HmrcRtiConnectionResult {
  const error = reply.errors[0];
  if (error) {
    const message = error.number === 1046 ? RTI_MESSAGES.refused : error.number === 1001 ? RTI_MESSAGES.badlyFormed : RTI_MESSAGES.other(error.number, error.text);
    return { isConnected: false, statusCode: httpStatus, error: message, govTalkErrorNumber: error.number };
  }
  if (reply.statusReport) return { isConnected: true, statusCode: httpStatus, error: null, govTalkErrorNumber: null };
  return { isConnected: false, statusCode: httpStatus, error: RTI_MESSAGES.unexpected(reply.qualifier), govTalkErrorNumber: null };
}
