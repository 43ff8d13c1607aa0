// The SMTP adapter: turns one stored configuration into nodemailer transport options, sends one message and turns
// nodemailer's failures into sentences an administrator can act on. No Nest, no database: the service and the
// Mailer call these functions with a configuration whose password is already decrypted.
import { readFileSync } from 'fs';
import { isIP } from 'net';
import { createTransport } from 'nodemailer';
import { allowPrivateTargets, checkOutboundHost, OutboundTargetRefused } from '@app/nest-common';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** What the adapter needs from a configuration (the password in clear, decrypted by the caller just before use). */
export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  enableSsl: boolean;
  /** No SMTP AUTH: the relay trusts this host (the Node counterpart of "use the process's default credentials"). */
  useDefaultCredentials: boolean;
  timeoutSeconds: number;
  fromEmail: string;
  fromName: string;
}

/**
 * Deployment-wide TLS policy. Production verifies the server certificate (`rejectUnauthorized: true`); an operator
 * can switch that off with `SMTP_TLS_REJECT_UNAUTHORIZED=false` (a relay with a self-signed certificate), or trust a
 * private CA with Node's own `NODE_EXTRA_CA_CERTS`. Tests pass their CA in `ca` instead and keep verification on.
 */
export interface SmtpTlsPolicy {
  rejectUnauthorized: boolean;
  /** Extra trusted certificate(s), PEM. */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Ports that speak TLS from the first byte. Always [465] in the product; tests add their random port. */
  implicitTlsPorts?: number[];
  /** Whether loopback and private-network hosts may be used (ALLOW_PRIVATE_TARGETS); metadata and link-local never. */
  allowPrivateTargets?: boolean;
}

export const DEFAULT_TLS_POLICY: SmtpTlsPolicy = { rejectUnauthorized: true, implicitTlsPorts: [465], allowPrivateTargets: true };

/**
 * The TLS policy from environment variables (read once, by settings.config.ts). Verification is on unless `SMTP_TLS_REJECT_UNAUTHORIZED=false`;
 * `SMTP_TLS_CA_FILE` (a PEM file) adds certificate authorities trusted for SMTP only, keeping verification on.
 */
export function tlsPolicyFromEnv(env: NodeJS.ProcessEnv, readFile: (path: string) => Buffer = readFileSync): SmtpTlsPolicy {
  const raw = (env.SMTP_TLS_REJECT_UNAUTHORIZED ?? '').trim().toLowerCase();
  const off = raw === 'false';
  const policy: SmtpTlsPolicy = { ...DEFAULT_TLS_POLICY, rejectUnauthorized: !off, allowPrivateTargets: allowPrivateTargets(env) };
  const caFile = env.SMTP_TLS_CA_FILE?.trim();
  if (caFile) policy.ca = readFile(caFile);
  return policy;
}

export type SmtpSecurityMode = 'implicit-tls' | 'starttls-required' | 'starttls-opportunistic';

/**
 * Port and SSL flag -> connection mode:
 * - port 465 (any other port listed in `implicitTlsPorts`): implicit TLS, TLS from the first byte, whatever the flag
 *   says (a 465 server never answers a plain-text client: the admin would only ever see a timeout);
 * - any other port with SSL enabled: plain connect, then STARTTLS, which is required (no fallback to plain text);
 * - any other port with SSL disabled: STARTTLS when the server offers it, plain text otherwise (port 25 relays).
 */
export function securityMode(settings: Pick<SmtpSettings, 'port' | 'enableSsl'>, policy: SmtpTlsPolicy = DEFAULT_TLS_POLICY): SmtpSecurityMode {
  const implicitPorts = policy.implicitTlsPorts ?? [465];
  if (implicitPorts.includes(Number(settings.port))) return 'implicit-tls';
  return settings.enableSsl ? 'starttls-required' : 'starttls-opportunistic';
}

export function buildTransportOptions(settings: SmtpSettings, policy: SmtpTlsPolicy = DEFAULT_TLS_POLICY): SMTPTransport.Options {
  const timeoutMs = Math.round(Number(settings.timeoutSeconds) * 1000);
  const mode = securityMode(settings, policy);
  const tls: SMTPTransport.Options['tls'] = { rejectUnauthorized: policy.rejectUnauthorized };
  if (policy.ca) tls.ca = policy.ca;
  return {
    host: settings.host,
    port: Number(settings.port),
    secure: mode === 'implicit-tls',
    requireTLS: mode === 'starttls-required',
    opportunisticTLS: mode === 'starttls-opportunistic',
    auth: settings.useDefaultCredentials ? undefined : { user: settings.username, pass: settings.password },
    tls,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  };
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type SendResult =
  | { success: true; durationMs: number; messageId: string }
  | { success: false; durationMs: number; errorMessage: string; errorCode?: string };

/** Sends one message over a fresh connection (closed afterwards). Never throws: failures come back described. */
export async function sendSmtpMessage(settings: SmtpSettings, message: OutgoingMessage, policy: SmtpTlsPolicy = DEFAULT_TLS_POLICY): Promise<SendResult> {
  const started = process.hrtime.bigint();
  const elapsed = () => Math.max(0, Math.round(Number(process.hrtime.bigint() - started) / 1e6));
  // The host is resolved and checked here, and nodemailer connects to that very address (TLS still verifies the name).
  let address: string;
  try {
    address = await checkOutboundHost(settings.host, policy.allowPrivateTargets ?? true);
  } catch (err) {
    if (err instanceof OutboundTargetRefused) {
      return { success: false, durationMs: elapsed(), errorMessage: `The SMTP host cannot be used: ${err.message}.`, errorCode: 'EREFUSEDTARGET' };
    }
    const e = err as SmtpErrorLike;
    return { success: false, durationMs: elapsed(), errorMessage: describeSmtpError({ ...e, code: 'EDNS' }, settings), errorCode: 'EDNS' };
  }
  const options = buildTransportOptions(settings, policy);
  const transporter = createTransport(isIP(settings.host) ? options : { ...options, host: address, tls: { ...options.tls, servername: settings.host } });
  try {
    const info = await transporter.sendMail({
      from: { name: settings.fromName, address: settings.fromEmail },
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    return { success: true, durationMs: elapsed(), messageId: String(info.messageId ?? '') };
  } catch (err) {
    const e = err as SmtpErrorLike;
    return { success: false, durationMs: elapsed(), errorMessage: describeSmtpError(e, settings), errorCode: typeof e?.code === 'string' ? e.code : undefined };
  } finally {
    transporter.close();
  }
}

/** The parts of a nodemailer (or Node socket/TLS) error the description looks at. */
export interface SmtpErrorLike {
  message?: string;
  code?: string;
  originalCode?: string;
  timeoutType?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  reason?: string;
}

const CERT_CODES: Record<string, string> = {
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the certificate chain contains a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate is not signed by a trusted authority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate is not signed by a trusted authority',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate does not name this host',
};

function serverReply(err: SmtpErrorLike): string {
  const r = (err.response ?? '').replace(/\s+/g, ' ').trim();
  return r.length > 200 ? `${r.slice(0, 200)}...` : r;
}

/**
 * nodemailer error -> one sentence for the administrator. Pure. Never includes the password or a stack trace.
 * Codes from nodemailer 10 (`dist/cjs/errors.js`): EAUTH, ENOAUTH, ETIMEDOUT (+ timeoutType), ESOCKET / ECONNECTION
 * (+ originalCode such as ECONNREFUSED), EDNS, ETLS, EENVELOPE, EMESSAGE, EPROTOCOL, EREQUIRETLS.
 */
export function describeSmtpError(err: SmtpErrorLike | null | undefined, settings: Pick<SmtpSettings, 'host' | 'port' | 'timeoutSeconds'> & { password?: string }): string {
  const where = `${settings.host}:${settings.port}`;
  const code = err?.code ?? '';
  const original = err?.originalCode ?? '';
  const raw = String(err?.message ?? '');
  const lower = raw.toLowerCase();
  const reply = err ? serverReply(err) : '';
  const seconds = settings.timeoutSeconds;
  const certCode = [code, original].find((c) => c in CERT_CODES);

  let text: string;
  if (!err) {
    text = 'Sending failed for an unknown reason.';
  } else if (code === 'EAUTH' && (err.responseCode === 538 || /starttls/i.test(reply))) {
    text = `The SMTP server at ${where} requires an encrypted connection (STARTTLS) before signing in. Enable SSL for this configuration.`;
  } else if (code === 'EAUTH' || code === 'ENOAUTH') {
    text = `Authentication failed: the SMTP server at ${where} rejected the username or password.${reply ? ` Server reply: ${reply}` : ''}`;
  } else if (code === 'ETIMEDOUT' && (err.timeoutType === 'GREETING_TIMEOUT' || err.timeoutType === 'SOCKET_TIMEOUT')) {
    // Greeting and inactivity share the configured timeout; on a server that never greets either may fire first.
    text = `Timed out: connected to ${where} but the server did not answer within ${seconds} seconds. If the server expects SSL from the first byte (usually port 465), use that port; otherwise check that this is an SMTP server.`;
  } else if (code === 'ETIMEDOUT' || original === 'ETIMEDOUT') {
    text = `Timed out: could not connect to ${where} within ${seconds} seconds. Check the host, the port and any firewall in between.`;
  } else if (original === 'ECONNREFUSED' || lower.includes('econnrefused')) {
    text = `Connection refused: nothing accepts SMTP connections at ${where}. Check the host and the port.`;
  } else if (code === 'EDNS' || ['ENOTFOUND', 'EAI_AGAIN'].includes(original) || /enotfound|eai_again/.test(lower)) {
    text = `The SMTP host "${settings.host}" could not be found (DNS lookup failed). Check the host name.`;
  } else if (['EHOSTUNREACH', 'ENETUNREACH'].includes(original) || /ehostunreach|enetunreach/.test(lower)) {
    text = `The SMTP host ${settings.host} cannot be reached from this server (no network route).`;
  } else if (certCode || /certificate/.test(lower)) {
    const reason = certCode ? CERT_CODES[certCode] : raw.replace(/^.*?certificate/i, 'certificate').split('\n')[0];
    text = `The TLS certificate of ${where} is not trusted: ${reason}. Use the server's proper host name, or ask the operator to trust its certificate authority.`;
  } else if (/wrong version number|packet length too long|unknown protocol|ssl3_get_record|tls_validate_record_header/.test(lower)) {
    text = `TLS mismatch: ${where} does not speak SSL from the first byte. Use port 587 with SSL enabled (STARTTLS), or the server's SSL port (usually 465).`;
  } else if (code === 'ETLS' || code === 'EREQUIRETLS') {
    text = `TLS mismatch: SSL is enabled but the server at ${where} does not offer STARTTLS (or the upgrade failed). Disable SSL only if this server is meant to be used without encryption.`;
  } else if (original === 'ECONNRESET' || code === 'ECONNECTION' || lower.includes('econnreset')) {
    text = `The SMTP server at ${where} closed the connection unexpectedly.`;
  } else if (code === 'EENVELOPE') {
    text = `The SMTP server refused the sender or the recipient${reply ? `: ${reply}` : '.'}`;
  } else if (code === 'EMESSAGE') {
    text = `The SMTP server refused the message${reply ? `: ${reply}` : '.'}`;
  } else if (code === 'EPROTOCOL') {
    text = `The server at ${where} did not answer like an SMTP server${reply ? `: ${reply}` : '.'}`;
  } else {
    const firstLine = raw.split('\n')[0].trim();
    text = firstLine ? `Sending failed: ${firstLine.length > 300 ? `${firstLine.slice(0, 300)}...` : firstLine}` : 'Sending failed for an unknown reason.';
  }
  const secret = settings.password;
  return secret && secret.length >= 3 ? text.split(secret).join('***') : text;
}
