// Public pages reached from e-mailed or copied links: /register?token=, /onboarding?token=, /reset-password?token=.
// Each ends by signing the user in (the answer is { token, user }, like the sign-in call).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from '@app/router';
import { fieldErrors } from '@app/api-client';
import { isPasswordAcceptable, type AuthUser, type InvitationPreview, type RegisterRequest, type RegisterWithCompanyRequest } from '@app/contracts';
import { previewInvitation, registerWithCompany, registerWithInvitation, resetPasswordWithToken, signInFailureText } from '@app/session';
import { FormField, LoadingSpinner, SubmitButton } from '@app/ui';
import { messages } from '../messages';
import { DEFAULT_ADMIN_PATH } from './sections';


const t = messages.account;

function useToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-5" style={{ maxWidth: 520 }}>
      <Card>
        <Card.Body>
          <h1 className="h4 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}

const failure = (error: unknown) => signInFailureText(error, t.failed);

function passwordProblems(password: string, confirm: string, label: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!password) problems.password = t.required(label);
  else if (!isPasswordAcceptable(password)) problems.password = t.passwordHint;
  if (password && confirm !== password) problems.confirm = t.mismatch;
  return problems;
}

/** The server's per-field reasons, under the form's field names (its `confirm` is the API's `confirmPassword`). */
function serverProblems(error: unknown): Record<string, string> {
  const { confirmPassword, ...rest } = fieldErrors(error);
  return confirmPassword ? { ...rest, confirm: confirmPassword } : rest;
}

/**
 * Calls the session layer (which signs the user in with the answer) and opens the app. A refusal shows the server's
 * message, and its per-field reasons (e.g. a password on the common-passwords list) beside the fields.
 */
function useSubmit<T>(signInWith: (request: T) => Promise<AuthUser>, showProblems: (problems: Record<string, string>) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (body: T) => {
    setBusy(true);
    setError(null);
    try {
      await signInWith(body);
      navigate(DEFAULT_ADMIN_PATH, { replace: true });
    } catch (e) {
      setError(failure(e));
      showProblems(serverProblems(e));
      setBusy(false);
    }
  };
  return { submit, busy, error };
}

function RegistrationForm({ kind }: { kind: 'User' | 'Company' }) {
  const token = useToken();
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : t.missingToken);
  const [form, setForm] = useState({ firstName: '', lastName: '', companyName: '', companyDescription: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { submit, busy, error } = useSubmit(
    (request: RegisterRequest | RegisterWithCompanyRequest) => ('companyName' in request ? registerWithCompany(request) : registerWithInvitation(request)),
    setProblems,
  );

  useEffect(() => {
    if (!token) return;
    previewInvitation(token)
      .then(setPreview)
      .catch((e) => setLoadError(failure(e)));
  }, [token]);

  const title = kind === 'User' ? t.registerTitle : t.onboardingTitle;
  if (loadError) {
    return (
      <AccountCard title={title}>
        <Alert variant="danger" role="alert">
          {loadError}
        </Alert>
        <Link to="/login">{t.signIn}</Link>
      </AccountCard>
    );
  }
  if (!preview) {
    return (
      <AccountCard title={title}>
        <LoadingSpinner label={t.checking} />
      </AccountCard>
    );
  }

  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.firstName.trim()) found.firstName = t.required(t.firstName);
    if (!form.lastName.trim()) found.lastName = t.required(t.lastName);
    if (kind === 'Company' && !form.companyName.trim()) found.companyName = t.required(t.companyName);
    Object.assign(found, passwordProblems(form.password, form.confirm, t.password));
    setProblems(found);
    if (Object.keys(found).length) return;
    const base = { token, email: preview.email, firstName: form.firstName.trim(), lastName: form.lastName.trim(), password: form.password, confirmPassword: form.confirm };
    void submit(
      kind === 'User'
        ? base
        : { ...base, companyName: form.companyName.trim(), ...(form.companyDescription.trim() ? { companyDescription: form.companyDescription.trim() } : {}) },
    );
  };

  return (
    <AccountCard title={title}>
      <p>{t.invitedAs(preview.role, preview.companyName)}</p>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Form noValidate onSubmit={onSubmit} aria-label={title}>
        <FormField id="account-email" label={t.email} value={preview.email} onChange={() => undefined} readOnly plaintext />
        {kind === 'Company' ? (
          <>
            <FormField id="account-company-name" label={t.companyName} value={form.companyName} onChange={set('companyName')} error={problems.companyName} autoComplete="organization" />
            <FormField id="account-company-description" label={t.companyDescription} value={form.companyDescription} onChange={set('companyDescription')} />
          </>
        ) : null}
        <FormField id="account-first-name" label={t.firstName} value={form.firstName} onChange={set('firstName')} error={problems.firstName} autoComplete="given-name" />
        <FormField id="account-last-name" label={t.lastName} value={form.lastName} onChange={set('lastName')} error={problems.lastName} autoComplete="family-name" />
        <FormField id="account-password" label={t.password} type="password" value={form.password} onChange={set('password')} error={problems.password} autoComplete="new-password" hint={t.passwordHint} />
        <FormField id="account-confirm" label={t.confirmPassword} type="password" value={form.confirm} onChange={set('confirm')} error={problems.confirm} autoComplete="new-password" />
        <SubmitButton busy={busy} label={kind === 'User' ? t.register : t.onboard} busyText={t.working} />
      </Form>
    </AccountCard>
  );
}

/** /register?token= : joins the company of a user invitation. */
export function RegisterPage() {
  return <RegistrationForm kind="User" />;
}

/** /onboarding?token= : creates the company of a company invitation, with its first Manager. */
export function OnboardingPage() {
  return <RegistrationForm kind="Company" />;
}

/** /reset-password?token= : sets a new password from an e-mailed link. */
export function ResetPasswordPage() {
  const token = useToken();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { submit, busy, error } = useSubmit(resetPasswordWithToken, setProblems);
  if (!token) {
    return (
      <AccountCard title={t.resetTitle}>
        <Alert variant="danger" role="alert">
          {t.missingToken}
        </Alert>
        <Link to="/login">{t.signIn}</Link>
      </AccountCard>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(form.password, form.confirm, t.newPassword);
    setProblems(found);
    if (!Object.keys(found).length) void submit({ token, password: form.password, confirmPassword: form.confirm });
  };
  return (
    <AccountCard title={t.resetTitle}>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Form noValidate onSubmit={onSubmit} aria-label={t.resetTitle}>
        <FormField id="reset-password" label={t.newPassword} type="password" value={form.password} onChange={(v) => setForm({ ...form, password: v })} error={problems.password} autoComplete="new-password" hint={t.passwordHint} />
        <FormField id="reset-confirm" label={t.confirmPassword} type="password" value={form.confirm} onChange={(v) => setForm({ ...form, confirm: v })} error={problems.confirm} autoComplete="new-password" />
        <SubmitButton busy={busy} label={t.reset} busyText={t.working} />
      </Form>
    </AccountCard>
  );
}
