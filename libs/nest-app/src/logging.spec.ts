import pino from 'pino';
import { Writable } from 'stream';
import { REDACTED_PATHS } from './logging';

/** A field whose name says it holds a secret is censored wherever it sits in a logged object (top, one or two deep). */
it('redacts the secret fields of two-factor sign-in (key, URI, QR code, recovery codes, challenge) as well as passwords and tokens', () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
  const secrets = {
    manualKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
    qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
    recoveryCodes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV'],
    recoveryCode: 'WXYZ2-34567',
    challenge: 'c2lnbi1pbi1jaGFsbGVuZ2UtZm9yLXRlc3Q',
    password: 'a-password',
  };
  logger.info(secrets);
  logger.info({ body: secrets });
  logger.info({ err: { body: secrets } });
  expect(lines).toHaveLength(3);
  const log = lines.join('');
  for (const value of [...Object.values(secrets).flat()]) expect(log).not.toContain(value);
  expect(JSON.parse(lines[1]).body).toEqual(Object.fromEntries(Object.keys(secrets).map((k) => [k, '[redacted]'])));
});
