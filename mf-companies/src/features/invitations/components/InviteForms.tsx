import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { failureText } from '@app/api-client';
import type { AdminCompany, InvitationCreated, InvitationRole } from '@app/contracts';
import { FormField, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { useInviteCompanyCreation, useInviteUserToCompany } from '../api/queries';
import { emailProblem } from '../rules';

const m = messages.invitations;

export interface InviteFormProps {
  onCreated: (result: InvitationCreated, text: string) => void;
  onError: (text: string) => void;
}

const failure = (error: unknown) => failureText(error, { network: m.networkError, fallback: m.createFailed });

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
      onError(failure(e));
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
  return <FormField id={id} label={m.email} type="email" required placeholder={m.emailPlaceholder} value={value} error={problem} onChange={onChange} />;
}

/** Invite a manager to create a new company: e-mail only, role always Manager. */
export function CompanyInviteForm(props: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, send } = useInviteSubmit(props);
  const invite = useInviteCompanyCreation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailProblem(email);
    setProblem(invalid);
    if (invalid) return;
    await send(email.trim(), () => invite.mutateAsync({ email: email.trim(), role: 'Manager' }), () => setEmail(''));
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
  const invite = useInviteUserToCompany();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailProblem(email), companyId: companyId ? null : m.companyRequired };
    setProblems(next);
    if (next.email || next.companyId) return;
    await send(
      email.trim(),
      () => invite.mutateAsync({ email: email.trim(), companyId, role }),
      () => {
        setEmail('');
        setRole('Employee');
      },
    );
  };

  return (
    <InviteCard title={m.userFormTitle} busy={busy} onSubmit={submit}>
      <InviteEmailField id="user-invite-email" value={email} problem={problems.email} onChange={setEmail} />
      <SelectField
        id="user-invite-company"
        label={m.company}
        required
        value={companyId}
        error={problems.companyId}
        onChange={setCompanyId}
        placeholder={m.companyPlaceholder}
        options={companies.map((c) => ({ value: c.id, label: m.companyOption(c.name, c.userCount) }))}
      />
      <SelectField
        id="user-invite-role"
        label={m.role}
        required
        value={role}
        onChange={(v) => setRole(v as InvitationRole)}
        options={[
          { value: 'Employee', label: m.roles.Employee },
          { value: 'Manager', label: m.roles.Manager },
        ]}
      />
    </InviteCard>
  );
}
