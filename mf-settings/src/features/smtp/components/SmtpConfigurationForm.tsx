import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { fieldErrors, isAxiosError } from '@app/api-client';
import { FormField } from '@app/ui';
import { messages } from '../../../messages';
import { SMTP_LIMITS as L, type SmtpConfiguration } from '@app/contracts';
import { useSaveSmtpConfiguration } from '../api/queries';
import { emptyForm, formFrom, toRequest, validateForm, type FieldErrors, type SmtpField, type SmtpFormValues } from '../rules';

const FORM_FIELDS: SmtpField[] = ['displayName', 'host', 'port', 'username', 'password', 'fromEmail', 'fromName', 'timeoutSeconds', 'notes'];
const t = messages.smtp;

export interface SmtpConfigurationFormProps {
  /** The configuration being edited; null to add one. */
  editing: SmtpConfiguration | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function SmtpConfigurationForm({ editing, onSaved, onCancel }: SmtpConfigurationFormProps) {
  const creating = editing === null;
  const [values, setValues] = useState<SmtpFormValues>(() => (editing ? formFrom(editing) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveSmtpConfiguration();
  const saving = save.isPending;

  const set = <K extends keyof SmtpFormValues>(key: K, value: SmtpFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found = validateForm(values, creating);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({ id: editing?.id, body: toRequest(values) });
      onSaved();
    } catch (error) {
      if (isAxiosError(error) && error.response) {
        const fromServer = fieldErrors(error);
        const known = Object.fromEntries(Object.entries(fromServer).filter(([f]) => FORM_FIELDS.includes(f as SmtpField))) as FieldErrors;
        setErrors(known);
        if (!Object.keys(known).length) setGeneral(t.saveFailed);
      } else {
        setGeneral(t.saveError);
      }
    }
  }

  const text = (field: SmtpField & keyof SmtpFormValues, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <FormField id={`smtp-${field}`} label={label} type={type} value={values[field] as string} onChange={(v) => set(field, v)} error={errors[field]} {...extra} />
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h3" className="h6 mb-0">
        {creating ? t.addTitle : t.editTitle}
      </Card.Header>
      <Card.Body>
        {general ? (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        ) : null}
        <Form noValidate onSubmit={submit} aria-label={creating ? t.addTitle : t.editTitle}>
          <Row>
            <Col md={6}>{text('displayName', t.fieldDisplayName, 'text', { required: true, maxLength: L.displayNameMax })}</Col>
            <Col md={6}>{text('host', t.fieldHost, 'text', { required: true, maxLength: L.hostMax, placeholder: 'smtp.example.com' })}</Col>
          </Row>
          <Row>
            <Col md={3}>
              <FormField
                id="smtp-port"
                label={t.fieldPort}
                type="number"
                min={L.portMin}
                max={L.portMax}
                required
                value={values.port}
                onChange={(v) => set('port', v)}
                error={errors.port}
                hint={t.portHint}
              />
            </Col>
            <Col md={3}>
              <FormField
                id="smtp-timeoutSeconds"
                label={t.fieldTimeout}
                type="number"
                min={L.timeoutMin}
                max={L.timeoutMax}
                value={values.timeoutSeconds}
                onChange={(v) => set('timeoutSeconds', v)}
                error={errors.timeoutSeconds}
                hint={t.timeoutHint}
              />
            </Col>
            <Col md={6} className="d-flex flex-column justify-content-center">
              <Form.Check
                type="checkbox"
                id="smtp-enableSsl"
                label={t.fieldEnableSsl}
                checked={values.enableSsl}
                onChange={(e) => set('enableSsl', e.target.checked)}
              />
              <Form.Check
                type="checkbox"
                id="smtp-useDefaultCredentials"
                label={t.fieldUseDefaultCredentials}
                checked={values.useDefaultCredentials}
                onChange={(e) => set('useDefaultCredentials', e.target.checked)}
              />
            </Col>
          </Row>
          <Row>
            <Col md={6}>{text('username', t.fieldUsername, 'text', { required: true, autoComplete: 'off', maxLength: L.usernameMax })}</Col>
            <Col md={6}>
              <FormField
                id="smtp-password"
                label={t.fieldPassword}
                type="password"
                autoComplete="new-password"
                required={creating}
                value={values.password}
                onChange={(v) => set('password', v)}
                error={errors.password}
                hint={creating ? null : t.passwordKeepHint}
              />
            </Col>
          </Row>
          <Row>
            <Col md={6}>{text('fromEmail', t.fieldFromEmail, 'email', { required: true, maxLength: L.fromEmailMax })}</Col>
            <Col md={6}>{text('fromName', t.fieldFromName, 'text', { required: true, maxLength: L.fromNameMax })}</Col>
          </Row>
          {text('notes', t.fieldNotes, 'text', { as: 'textarea', rows: 2, maxLength: L.notesMax })}
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? t.saving : t.save}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
