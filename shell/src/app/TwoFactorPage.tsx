// The account's two-factor authentication (issue 13): status, set-up with a QR code and a manual key, the ten
// recovery codes shown once, and turning it off with a code. When the admin area requires it (REQUIRE_ADMIN_2FA),
// an admin without it is sent here.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { saveFile } from '@app/api-client';
import type { TwoFactorSetup, TwoFactorStatus } from '@app/contracts';
import { formatDate } from '@app/format';
import { NavLink } from '@app/router';
import { disableTwoFactor, enableTwoFactor, signInFailureText, startTwoFactorSetup, twoFactorStatus } from '@app/session';
import { FormField, LoadingSpinner, useTimedAlert } from '@app/ui';
import { messages } from '../messages';
import { DEFAULT_ADMIN_PATH } from './sections';

const m = messages.twoFactor;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const download = () => saveFile(new Blob([`${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt');
  return (
    <div>
      <h3 className="h6">{m.recoveryTitle}</h3>
      <p>{m.recoveryIntro}</p>
      <ul className="list-unstyled font-monospace row row-cols-2 g-1 mb-3" aria-label={m.recoveryListLabel} style={{ maxWidth: 320 }}>
        {codes.map((c) => (
          <li key={c} className="col">
            {c}
          </li>
        ))}
      </ul>
      {copied ? <p className="text-success small">{m.copied}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
          {m.copy}
        </Button>
        <Button variant="outline-secondary" onClick={download}>
          {m.download}
        </Button>
        <Button onClick={onDone}>{m.saved}</Button>
      </div>
    </div>
  );
}

export function TwoFactorPage() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // One alert for the page: what just happened, or what went wrong.
  const { showAlert, clearAlert, alertElement } = useTimedAlert();

  const load = () =>
    twoFactorStatus().then(
      (s) => {
        setStatus(s);
        setLoadFailed(false);
      },
      () => setLoadFailed(true),
    );
  useEffect(() => void load(), []);

  /** Runs one of the page's actions: busy while it runs, the alert cleared first and showing the server's text on failure. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    clearAlert();
    try {
      await action();
    } catch (e) {
      showAlert('danger', signInFailureText(e, m.failed));
    } finally {
      setBusy(false);
    }
  };
  const begin = () =>
    run(async () => {
      setSetup(await startTwoFactorSetup());
      setCode('');
    });
  const enable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setCodes(await enableTwoFactor(code.replace(/\s/g, '')));
      setSetup(null);
      setCode('');
      await load();
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const digits = value.replace(/\s/g, '');
    return run(async () => {
      setStatus(await disableTwoFactor(/^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: value }));
      setCode('');
      showAlert('success', m.disabled);
    });
  };

  const mustEnrol = status?.requiredForAdmins && !status.enabled;
  return (
    <div style={{ maxWidth: 640 }}>
      <h2 className="h5 mb-3">{m.title}</h2>
      {mustEnrol ? (
        <Alert variant="warning" role="status">
          {m.required}
        </Alert>
      ) : null}
      {alertElement}
      <Card>
        <Card.Body>
          <p>{m.intro}</p>
          {loadFailed ? <p className="text-danger">{m.loadFailed}</p> : null}
          {!status && !loadFailed ? <LoadingSpinner label={m.loading} /> : null}
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                showAlert('success', m.enabled);
              }}
            />
          ) : status && !status.enabled ? (
            setup ? (
              <Form onSubmit={enable} noValidate aria-label={m.setUp}>
                <p>{m.scan}</p>
                <img src={setup.qrCode} alt={m.qrAlt} width={200} height={200} className="border mb-3" />
                <FormField id="two-factor-key" label={m.manualKey} value={setup.manualKey} onChange={() => undefined} readOnly plaintext className="font-monospace" />
                <FormField id="two-factor-code" label={m.code} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required value={code} onChange={setCode} />
                <div className="d-flex gap-2">
                  <Button type="submit" disabled={busy}>
                    {busy ? m.enabling : m.enable}
                  </Button>
                  <Button variant="secondary" onClick={() => setSetup(null)} disabled={busy}>
                    {m.cancel}
                  </Button>
                </div>
              </Form>
            ) : (
              <>
                <p>{m.off}</p>
                <Button onClick={() => void begin()} disabled={busy}>
                  {m.setUp}
                </Button>
              </>
            )
          ) : status?.enabled ? (
            <Form onSubmit={disable} noValidate aria-label={m.disable}>
              <p>
                {m.on(formatDate(status.enabledAt))} {m.recoveryLeft(status.recoveryCodesLeft)}
              </p>
              <p className="text-muted small">{m.disableIntro}</p>
              <FormField id="two-factor-disable-code" label={m.disableCode} autoComplete="one-time-code" required value={code} onChange={setCode} />
              <Button type="submit" variant="outline-danger" disabled={busy}>
                {busy ? m.disabling : m.disable}
              </Button>
            </Form>
          ) : null}
        </Card.Body>
      </Card>
      {status?.enabled && !codes ? (
        <NavLink className="btn btn-link px-0 mt-2" to={DEFAULT_ADMIN_PATH}>
          {m.continueToAdmin}
        </NavLink>
      ) : null}
    </div>
  );
}
