import { useState, type FormEvent } from 'react';
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

/** Invite a manager to create a new company: e-mail only, role always Manager. */
export function CompanyInviteForm({ onCreated, onError }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailProblem(email);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const result = await inviteCompanyCreation({ email: email.trim(), role: 'Manager' });
      onCreated(result, createdText(result, email.trim()));
      setEmail('');
    } catch (e) {
      onError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="h-100">
      <Card.Header as="h3" className="h6 mb-0">
        {m.companyFormTitle}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label={m.companyFormTitle}>
          <p className="small text-muted">{m.companyFormHelp}</p>
          <Form.Group className="mb-3" controlId="company-invite-email">
            <Form.Label>{m.email}</Form.Label>
            <Form.Control
              type="email"
              required
              placeholder={m.emailPlaceholder}
              value={email}
              isInvalid={!!problem}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={busy}>
            {busy ? m.sending : m.send}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** Invite a user to an existing company: e-mail, company (name and user count), role Employee (default) or Manager. */
export function UserInviteForm({ companies, onCreated, onError }: InviteFormProps & { companies: AdminCompany[] }) {
  const [email, setEmail] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [role, setRole] = useState<InvitationRole>('Employee');
  const [problems, setProblems] = useState<{ email?: string | null; companyId?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailProblem(email), companyId: companyId ? null : m.companyRequired };
    setProblems(next);
    if (next.email || next.companyId) return;
    setBusy(true);
    try {
      const result = await inviteUserToCompany({ email: email.trim(), companyId, role });
      onCreated(result, createdText(result, email.trim()));
      setEmail('');
      setRole('Employee');
    } catch (e) {
      onError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="h-100">
      <Card.Header as="h3" className="h6 mb-0">
        {m.userFormTitle}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label={m.userFormTitle}>
          <Form.Group className="mb-3" controlId="user-invite-email">
            <Form.Label>{m.email}</Form.Label>
            <Form.Control
              type="email"
              required
              placeholder={m.emailPlaceholder}
              value={email}
              isInvalid={!!problems.email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Form.Control.Feedback type="invalid">{problems.email}</Form.Control.Feedback>
          </Form.Group>
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
          <Button type="submit" disabled={busy}>
            {busy ? m.sending : m.send}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
