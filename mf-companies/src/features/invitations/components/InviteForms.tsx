import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { errorMessage, isNetworkError } from '@app/api-client';
import type { AdminCompany, InvitationCreated, InvitationRole } from '@app/contracts';
import { messages } from '../../../messages';
import { inviteCompanyCreation, inviteUserToCompany } from '../api/invitationsApi';
import { emailProblem } from '../utils/invitationRules';

const m = messages.invitations;

export interface InviteFormProps {
  onCreated: (result: InvitationCreated, text: string) => void;
  onError: (text: string) => void;
}

function failureText(error: unknown): string {
  if (isNetworkError(error)) return m.networkError;
  return errorMessage(error) ?? m.createFailed;
}

function createdText(result: InvitationCreated, email: string): string {
  const base = result.companyName ? m.userInvited(email, result.companyName) : m.companyInvited(email);
  return base + (result.emailSent ? m.emailSentSuffix : m.notEmailedSuffix);
}

/** Sends one invitation: busy state, the success text for the e-mail, the error text, and the form's reset. */
function useInviteSubmit({ onCreated, onError }: InviteFormProps) {
  const [busy, setBusy] = useState(false);
  const send = async (email: string, invite: () => Promise<InvitationCreated>, reset: () => void) => {
    setBusy(true);
    try {
      const result = await invite();
      onCreated(result, createdText(result, email));
      reset();
    } catch (e) {
      onError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

function InviteCard({ title, busy, onSubmit, children }: { title: string; busy: boolean; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h3" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={title}>
          {children}
          <Button type="submit" disabled={busy}>
            {busy ? m.sending : m.send}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

function InviteEmailField({ id, value, problem, onChange }: { id: string; value: string; problem?: string | null; onChange: (v: string) => void }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{m.email}</Form.Label>
      <Form.Control
        type="email"
        required
        placeholder={m.emailPlaceholder}
        value={value}
        isInvalid={!!problem}
        onChange={(e) => onChange(e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Invite a manager to create a new company: e-mail only, role always Manager. */
export function CompanyInviteForm(props: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, send } = useInviteSubmit(props);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailProblem(email);
    setProblem(invalid);
    if (invalid) return;
    await send(email.trim(), () => inviteCompanyCreation({ email: email.trim(), role: 'Manager' }), () => setEmail(''));
  };

  return (
    <InviteCard title={m.companyFormTitle} busy={busy} onSubmit={submit}>
      <p className="small text-muted">{m.companyFormHelp}</p>
      <InviteEmailField id="company-invite-email" value={email} problem={problem} onChange={setEmail} />
    </InviteCard>
  );
}

/** Invite a user to an existing company: e-mail, company (name and user count), role Employee (default) or Manager. */
export function UserInviteForm({ companies, ...props }: InviteFormProps & { companies: AdminCompany[] }) {
  const [email, setEmail] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [role, setRole] = useState<InvitationRole>('Employee');
  const [problems, setProblems] = useState<{ email?: string | null; companyId?: string | null }>({});
  const { busy, send } = useInviteSubmit(props);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailProblem(email), companyId: companyId ? null : m.companyRequired };
    setProblems(next);
    if (next.email || next.companyId) return;
    await send(
      email.trim(),
      () => inviteUserToCompany({ email: email.trim(), companyId, role }),
      () => {
        setEmail('');
        setRole('Employee');
      },
    );
  };

  return (
    <InviteCard title={m.userFormTitle} busy={busy} onSubmit={submit}>
      <InviteEmailField id="user-invite-email" value={email} problem={problems.email} onChange={setEmail} />
      <Form.Group className="mb-3" controlId="user-invite-company">
        <Form.Label>{m.company}</Form.Label>
        <Form.Select required value={companyId} isInvalid={!!problems.companyId} onChange={(e) => setCompanyId(e.target.value)}>
          <option value="">{m.companyPlaceholder}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {m.companyOption(c.name, c.userCount)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{problems.companyId}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="user-invite-role">
        <Form.Label>{m.role}</Form.Label>
        <Form.Select required value={role} onChange={(e) => setRole(e.target.value as InvitationRole)}>
          <option value="Employee">{m.roles.Employee}</option>
          <option value="Manager">{m.roles.Manager}</option>
        </Form.Select>
      </Form.Group>
    </InviteCard>
  );
}
