import { buildTransportOptions, describeSmtpError, securityMode, sendSmtpMessage, SmtpSettings, tlsPolicyFromEnv, DEFAULT_TLS_POLICY } from './smtp-transport';

const base: SmtpSettings = {
  host: 'smtp.example.com',
  port: 587,
  username: 'user@example.com',
  password: 'pa55word-secret',
  enableSsl: true,
  useDefaultCredentials: false,
  timeoutSeconds: 30,
  fromEmail: 'payroll@example.com',
  fromName: 'Payroll',
};

describe('buildTransportOptions', () => {
  it('port 465 is implicit TLS, whatever the SSL flag says', () => {
    for (const enableSsl of [true, false]) {
      const o = buildTransportOptions({ ...base, port: 465, enableSsl });
      expect(o).toMatchObject({ port: 465, secure: true, requireTLS: false });
    }
  });

  it('587 with SSL on: plain connect then STARTTLS, required', () => {
    expect(buildTransportOptions(base)).toMatchObject({ secure: false, requireTLS: true, opportunisticTLS: false });
  });

  it('SSL off on another port: STARTTLS only when offered, plain otherwise', () => {
    expect(buildTransportOptions({ ...base, port: 25, enableSsl: false })).toMatchObject({ secure: false, requireTLS: false, opportunisticTLS: true });
  });

  it("uses the configuration's own timeout for connect, greeting, socket and DNS", () => {
    const o = buildTransportOptions({ ...base, timeoutSeconds: 7 });
    expect(o).toMatchObject({ connectionTimeout: 7000, greetingTimeout: 7000, socketTimeout: 7000, dnsTimeout: 7000 });
  });

  it('verifies certificates by default; the policy can trust a CA or switch verification off', () => {
    expect(buildTransportOptions(base).tls).toEqual({ rejectUnauthorized: true });
    expect(buildTransportOptions(base, { rejectUnauthorized: true, ca: 'PEM' }).tls).toEqual({ rejectUnauthorized: true, ca: 'PEM' });
    expect(buildTransportOptions(base, { rejectUnauthorized: false }).tls).toEqual({ rejectUnauthorized: false });
  });

  it('authenticates with username and password unless default credentials are used', () => {
    expect(buildTransportOptions(base).auth).toEqual({ user: 'user@example.com', pass: 'pa55word-secret' });
    expect(buildTransportOptions({ ...base, useDefaultCredentials: true }).auth).toBeUndefined();
  });

  it('extra implicit-TLS ports come only from the policy', () => {
    expect(securityMode({ port: 2465, enableSsl: true })).toBe('starttls-required');
    expect(securityMode({ port: 2465, enableSsl: true }, { ...DEFAULT_TLS_POLICY, implicitTlsPorts: [465, 2465] })).toBe('implicit-tls');
  });
});

describe('tlsPolicyFromEnv', () => {
  it('is secure by default and only SMTP_TLS_REJECT_UNAUTHORIZED=false turns verification off', () => {
    expect(tlsPolicyFromEnv({}).rejectUnauthorized).toBe(true);
    expect(tlsPolicyFromEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: 'true' }).rejectUnauthorized).toBe(true);
    expect(tlsPolicyFromEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: 'yes-please' }).rejectUnauthorized).toBe(true);
    expect(tlsPolicyFromEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }).rejectUnauthorized).toBe(false);
    expect(tlsPolicyFromEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: ' FALSE ' }).rejectUnauthorized).toBe(false);
    expect(tlsPolicyFromEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: '0' }).rejectUnauthorized).toBe(true);
  });
});

describe('describeSmtpError', () => {
  const d = (err: object, s: Partial<SmtpSettings> = {}) => describeSmtpError(err, { ...base, ...s });

  it('authentication failed', () => {
    const m = d({ code: 'EAUTH', responseCode: 535, response: '535 Invalid username or password', message: 'Invalid login: 535 Invalid username or password' });
    expect(m).toMatch(/^Authentication failed: the SMTP server at smtp\.example\.com:587 rejected the username or password\./);
  });

  it('AUTH refused before STARTTLS means SSL must be enabled', () => {
    expect(d({ code: 'EAUTH', responseCode: 538, response: '538 Error: Must issue a STARTTLS command first' })).toMatch(/requires an encrypted connection \(STARTTLS\).*Enable SSL/);
  });

  it('connection refused', () => {
    expect(d({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:587' })).toBe(
      'Connection refused: nothing accepts SMTP connections at smtp.example.com:587. Check the host and the port.',
    );
  });

  it('timeouts say which phase and how long', () => {
    expect(d({ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT', message: 'Greeting never received' }, { timeoutSeconds: 5 })).toMatch(/^Timed out: connected to smtp\.example\.com:587 but the server did not answer within 5 seconds/);
    expect(d({ code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT', message: 'Connection timeout' })).toMatch(/^Timed out: could not connect to smtp\.example\.com:587 within 30 seconds/);
    expect(d({ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT' })).toMatch(/^Timed out: connected to smtp\.example\.com:587 but the server did not answer within 30 seconds/);
  });

  it('TLS mismatch both ways', () => {
    expect(d({ code: 'ESOCKET', message: 'C0A7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number' }, { port: 465 })).toMatch(/^TLS mismatch: smtp\.example\.com:465 does not speak SSL from the first byte/);
    expect(d({ code: 'ETLS', message: 'Error upgrading connection with STARTTLS: 500 Error: command not recognized' })).toMatch(/^TLS mismatch: SSL is enabled but the server at smtp\.example\.com:587 does not offer STARTTLS/);
  });

  it('DNS failures', () => {
    expect(d({ code: 'EDNS', originalCode: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND smtp.example.com' })).toBe(
      'The SMTP host "smtp.example.com" could not be found (DNS lookup failed). Check the host name.',
    );
  });

  it('untrusted certificates', () => {
    expect(d({ code: 'ESOCKET', originalCode: 'CERT_HAS_EXPIRED', message: 'certificate has expired' })).toMatch(/TLS certificate of smtp\.example\.com:587 is not trusted: the certificate has expired/);
    expect(d({ code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT', message: 'self-signed certificate' })).toMatch(/not trusted: the certificate is self-signed/);
    expect(d({ code: 'ESOCKET', originalCode: 'ERR_TLS_CERT_ALTNAME_INVALID', message: "Hostname/IP does not match certificate's altnames" })).toMatch(/does not name this host/);
  });

  it('envelope, message and protocol rejections quote the server', () => {
    expect(d({ code: 'EENVELOPE', response: '550 5.1.1 No such user', command: 'RCPT TO' })).toBe('The SMTP server refused the sender or the recipient: 550 5.1.1 No such user');
    expect(d({ code: 'EMESSAGE', response: '552 Message too big' })).toBe('The SMTP server refused the message: 552 Message too big');
    expect(d({ code: 'EPROTOCOL', response: 'HTTP/1.1 400 Bad Request' })).toMatch(/did not answer like an SMTP server: HTTP\/1\.1 400 Bad Request/);
  });

  it('connection dropped', () => {
    expect(d({ code: 'ECONNECTION', message: 'Connection closed unexpectedly' })).toBe('The SMTP server at smtp.example.com:587 closed the connection unexpectedly.');
  });

  it('unknown errors keep their first line only and never leak the password', () => {
    const m = d({ code: 'EWHATEVER', message: 'odd failure with pa55word-secret inside\n    at Foo.bar (file.js:1:1)' });
    expect(m).toBe('Sending failed: odd failure with *** inside');
    expect(describeSmtpError(undefined, base)).toBe('Sending failed for an unknown reason.');
  });
});

describe('tlsPolicyFromEnv with SMTP_TLS_CA_FILE', () => {
  it('trusts the CA file and keeps verification on', () => {
    const policy = tlsPolicyFromEnv({ SMTP_TLS_CA_FILE: '/etc/ca.pem' }, (path) => Buffer.from(`PEM of ${path}`));
    expect(policy.rejectUnauthorized).toBe(true);
    expect(String(policy.ca)).toBe('PEM of /etc/ca.pem');
  });
});

describe('outbound targets of SMTP sends', () => {
  const message = { to: 'to@example.com', subject: 's', text: 't' };
  it('never connects to a metadata service or a link-local host, and to loopback only when private targets are allowed', async () => {
    const metadata = await sendSmtpMessage({ ...base, host: '169.254.169.254', port: 25 }, message);
    expect(metadata).toMatchObject({ success: false, errorCode: 'EREFUSEDTARGET' });
    expect(metadata.success || metadata.errorMessage).toBe(
      'The SMTP host cannot be used: 169.254.169.254 is a cloud metadata service: outbound connections there are refused.',
    );
    const local = await sendSmtpMessage({ ...base, host: 'localhost', port: 9 }, message, { ...DEFAULT_TLS_POLICY, allowPrivateTargets: false });
    expect(local).toMatchObject({ success: false, errorCode: 'EREFUSEDTARGET' });
    // Allowed: it really connects (nothing listens on port 9).
    const allowed = await sendSmtpMessage({ ...base, host: '127.0.0.1', port: 9, timeoutSeconds: 2 }, message);
    expect(allowed).toMatchObject({ success: false });
    expect(allowed.success || allowed.errorMessage).toMatch(/^Connection refused/);
  });

  it('reads ALLOW_PRIVATE_TARGETS into the policy (off by default in production)', () => {
    expect(tlsPolicyFromEnv({}).allowPrivateTargets).toBe(true);
    expect(tlsPolicyFromEnv({ NODE_ENV: 'production' }).allowPrivateTargets).toBe(false);
    expect(tlsPolicyFromEnv({ NODE_ENV: 'production', ALLOW_PRIVATE_TARGETS: 'true' }).allowPrivateTargets).toBe(true);
  });
});
