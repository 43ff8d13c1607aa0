import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AuthUser, TwoFactorChallenge } from '@app/contracts';
import { isTwoFactorChallenge, signInFailureText, signInWithPassword, signInWithSecondFactor } from '@app/session';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

/**
 * Sign-in form (the calls are the session layer's); used by the shell's /login page and the remotes' dev harness.
 * An account with two-factor sign-in gets a second step: the authenticator's code, or a recovery code.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await signInWithPassword({ email, password });
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer);
        setBusy(false);
      } else onSignedIn(answer);
    } catch (e) {
      setError(signInFailureText(e, 'Sign-in failed'));
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const proof = useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') };
      onSignedIn(await signInWithSecondFactor({ challenge: challenge!.challenge, ...proof }));
    } catch (e) {
      setError(signInFailureText(e, 'Sign-in failed'));
      setBusy(false);
    }
  };

  const alert = error ? (
    <Alert variant="danger" role="alert">
      {error}
    </Alert>
  ) : null;

  if (challenge) {
    return (
      <Form onSubmit={submitCode} noValidate aria-label="Two-factor sign-in">
        {alert}
        <p className="text-muted">
          {useRecovery ? 'Enter one of your recovery codes. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}
        </p>
        {useRecovery ? (
          <FormField key="recovery" id="login-recovery-code" label="Recovery code" autoComplete="off" required autoFocus value={code} onChange={setCode} />
        ) : (
          <FormField
            key="code"
            id="login-code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            required
            autoFocus
            value={code}
            onChange={setCode}
          />
        )}
        <SubmitButton busy={busy} label="Verify" busyText="Verifying..." />
        <div className="d-flex justify-content-between mt-3">
          <Button
            variant="link"
            className="p-0"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setCode('');
              setError(null);
            }}
          >
            {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
          </Button>
          <Button
            variant="link"
            className="p-0"
            onClick={() => {
              setChallenge(null);
              setCode('');
              setPassword('');
              setError(null);
            }}
          >
            Back to sign in
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in">
      {alert}
      <FormField id="login-email" label="Email" type="email" autoComplete="username" required autoFocus value={email} onChange={setEmail} />
      <FormField id="login-password" label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
      <SubmitButton busy={busy} label="Sign in" busyText="Signing in..." />
    </Form>
  );
}
