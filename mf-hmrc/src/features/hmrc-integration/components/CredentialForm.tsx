// Add New Credential: the type switch shows that type's two fields, then the references; on success the form
// resets to type API with blank fields.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { fieldErrors, isNetworkError } from '@app/api-client';
import { HMRC_CREDENTIAL_TYPES, type HmrcCredentialType } from '@app/contracts';
import { FormField, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { useAddCredential } from '../api/queries';
import {
  emptyCredentialForm,
  REFERENCE_FIELDS,
  formFieldErrors,
  switchCredentialType,
  toCredentialInput,
  TYPE_FIELDS,
  validateCredentialForm,
  type CredentialField,
  type CredentialFieldErrors,
  type CredentialFormValues,
} from '../rules';

const t = messages.hmrc.credentials;
const FORM_FIELDS: CredentialField[] = [...TYPE_FIELDS.API, ...TYPE_FIELDS.RTIGateway, ...REFERENCE_FIELDS];
const TYPE_OPTIONS = HMRC_CREDENTIAL_TYPES.map((type) => ({ value: type, label: t.typeNames[type] }));

export function CredentialForm({ onSaved }: { onSaved: () => void }) {
  const [values, setValues] = useState<CredentialFormValues>(emptyCredentialForm);
  const [errors, setErrors] = useState<CredentialFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const add = useAddCredential();
  const saving = add.isPending;

  const set = (field: CredentialField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found = validateCredentialForm(values, (field) => t.required(t[field]));
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await add.mutateAsync(toCredentialInput(values));
      setValues(emptyCredentialForm());
      onSaved();
    } catch (error) {
      setErrors(formFieldErrors(fieldErrors(error), FORM_FIELDS));
      setGeneral(isNetworkError(error) ? t.saveError : t.saveFailed);
    }
  }

  const field = (name: CredentialField, type: 'text' | 'password' = 'text') => (
    <FormField
      id={`hmrc-credential-${name}`}
      label={t[name]}
      type={type}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      hint={name in t.hints ? t.hints[name as keyof typeof t.hints] : undefined}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      required={(TYPE_FIELDS[values.credentialType] as readonly string[]).includes(name)}
    />
  );
  const [idField, secretField] = TYPE_FIELDS[values.credentialType];

  return (
    <Card as="section" aria-label={t.addTitle}>
      <Card.Header as="h2" className="h6 mb-0">
        {t.addTitle}
      </Card.Header>
      <Card.Body>
        {general ? (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        ) : null}
        <Form noValidate onSubmit={submit} aria-label={t.addTitle}>
          <Row>
            <Col md={6}>
              <SelectField
                id="hmrc-credential-type"
                label={t.credentialType}
                value={values.credentialType}
                options={TYPE_OPTIONS}
                onChange={(type) => {
                  setValues((v) => switchCredentialType(v, type as HmrcCredentialType));
                  setErrors({});
                }}
                hint={t.activeRule}
              />
            </Col>
          </Row>
          <Row>
            <Col md={6}>{field(idField)}</Col>
            <Col md={6}>{field(secretField, 'password')}</Col>
          </Row>
          <Row>
            <Col md={6}>{field('taxOfficeNumber')}</Col>
            <Col md={6}>{field('taxOfficeReference')}</Col>
          </Row>
          <Row>
            <Col md={6}>{field('employerPAYEReference')}</Col>
            <Col md={6}>{field('accountsOfficeReference')}</Col>
          </Row>
          <Row>
            <Col md={6}>{field('vatRegistrationNumber')}</Col>
          </Row>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
