// A real SMTP server in the test process (the `smtp-server` package) on 127.0.0.1 and a random port.
// Modes: 'starttls' (plain connect, STARTTLS offered, AUTH only after it), 'implicit' (TLS from the first byte, like
// port 465), 'plain' (no STARTTLS, cleartext AUTH allowed, like a port-25 relay), 'silent' (accepts TCP and never
// greets). The TLS certificate is `test/fixtures/smtp-test-cert.pem` (self-signed for localhost and 127.0.0.1, valid
// for 100 years: smtp-server's bundled one has expired); clients trust it through `SMTP_TEST_CA`, verification stays on.
import { readFileSync } from 'fs';
import { join } from 'path';
import * as net from 'net';
import { SMTPServer } from 'smtp-server';

export const SMTP_TEST_CERT = readFileSync(join(__dirname, '..', 'fixtures', 'smtp-test-cert.pem'));
export const SMTP_TEST_KEY = readFileSync(join(__dirname, '..', 'fixtures', 'smtp-test-key.pem'));
export const SMTP_TEST_CA = SMTP_TEST_CERT;

export type SmtpTestMode = 'starttls' | 'implicit' | 'plain' | 'silent';

export interface ReceivedMail {
  from: string;
  to: string[];
  secure: boolean;
  user?: string;
  raw: string;
  headers: Record<string, string>;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'mailer@example.test';
export const SMTP_TEST_PASSWORD = 'S3cret-smtp-pass!';

/** Unfolds the header block of a raw message into lower-cased names -> values. */
export function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

export async function startSmtpTestServer(mode: SmtpTestMode, credentials = { user: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD }): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  if (mode === 'silent') {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as net.AddressInfo).port,
      received,
      close: () => new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    };
  }
  const server = new SMTPServer({
    logger: false,
    secure: mode === 'implicit',
    key: SMTP_TEST_KEY,
    cert: SMTP_TEST_CERT,
    ...(mode === 'plain' ? { disabledCommands: ['STARTTLS'], allowInsecureAuth: true } : {}),
    onAuth(auth, _session, cb) {
      if (auth.username === credentials.user && auth.password === credentials.password) return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          user: session.user as string | undefined,
          raw,
          headers: parseHeaders(raw),
        });
        cb();
      });
    },
  });
  // An unhandled 'error' (a client speaking plain text to the TLS port, a reset) would crash the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port on 127.0.0.1 that nothing listens on (bound then released). */
export async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
