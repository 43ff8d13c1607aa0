import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { AuthUser } from '@app/contracts';
import { signInFailureText, signInWithPassword } from '@app/session';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

/** Sign-in form (the call is the session layer's signInWithPassword); used by the shell's /login page and the remotes' dev harness. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signInWithPassword({ email, password }));
    } catch (e) {
      setError(signInFailureText(e, 'Sign-in failed'));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in">
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <FormField id="login-email" label="Email" type="email" autoComplete="username" required autoFocus value={email} onChange={setEmail} />
      <FormField id="login-password" label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
      <SubmitButton busy={busy} label="Sign in" busyText="Signing in..." />
    </Form>
  );
}
