import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { isAxiosError } from '@app/api-client';
import { messages } from '../../../messages';
import { SMTP_LIMITS as L, type SmtpConfiguration } from '../api/types';
import { createSmtpConfiguration, updateSmtpConfiguration } from '../api/smtpApi';
import { emptyForm, formFrom, serverFieldErrors, toRequest, validateForm, type FieldErrors, type SmtpField, type SmtpFormValues } from './formModel';

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
  const [saving, setSaving] = useState(false);

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
    setSaving(true);
    try {
      const body = toRequest(values);
      if (editing) await updateSmtpConfiguration(editing.id, body);
      else await createSmtpConfiguration(body);
      onSaved();
    } catch (error) {
      if (isAxiosError(error) && error.response) {
        const fromServer = serverFieldErrors(error.response.data);
        const known = Object.fromEntries(Object.entries(fromServer).filter(([f]) => FORM_FIELDS.includes(f as SmtpField))) as FieldErrors;
        setErrors(known);
        if (!Object.keys(known).length) setGeneral(t.saveFailed);
      } else {
        setGeneral(t.saveError);
      }
    } finally {
      setSaving(false);
    }
  }

  const text = (field: SmtpField & keyof SmtpFormValues, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`smtp-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[field] as string}
        onChange={(e) => set(field, e.target.value)}
        isInvalid={!!errors[field]}
        aria-describedby={errors[field] ? `smtp-${field}-error` : undefined}
        {...extra}
      />
      <Form.Control.Feedback type="invalid" id={`smtp-${field}-error`}>
        {errors[field]}
      </Form.Control.Feedback>
    </Form.Group>
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
              <Form.Group className="mb-3" controlId="smtp-port">
                <Form.Label>{t.fieldPort}</Form.Label>
                <Form.Control
                  type="number"
                  min={L.portMin}
                  max={L.portMax}
                  required
                  value={values.port}
                  onChange={(e) => set('port', e.target.value)}
                  isInvalid={!!errors.port}
                  aria-describedby="smtp-port-hint"
                />
                <Form.Text id="smtp-port-hint" muted>
                  {t.portHint}
                </Form.Text>
                <Form.Control.Feedback type="invalid">{errors.port}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={3}>
              <Form.Group className="mb-3" controlId="smtp-timeoutSeconds">
                <Form.Label>{t.fieldTimeout}</Form.Label>
                <Form.Control
                  type="number"
                  min={L.timeoutMin}
                  max={L.timeoutMax}
                  value={values.timeoutSeconds}
                  onChange={(e) => set('timeoutSeconds', e.target.value)}
                  isInvalid={!!errors.timeoutSeconds}
                  aria-describedby="smtp-timeout-hint"
                />
                <Form.Text id="smtp-timeout-hint" muted>
                  {t.timeoutHint}
                </Form.Text>
                <Form.Control.Feedback type="invalid">{errors.timeoutSeconds}</Form.Control.Feedback>
              </Form.Group>
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
              <Form.Group className="mb-3" controlId="smtp-password">
                <Form.Label>{t.fieldPassword}</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="new-password"
                  required={creating}
                  value={values.password}
                  onChange={(e) => set('password', e.target.value)}
                  isInvalid={!!errors.password}
                />
                {creating ? null : (
                  <Form.Text muted>{t.passwordKeepHint}</Form.Text>
                )}
                <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
              </Form.Group>
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
