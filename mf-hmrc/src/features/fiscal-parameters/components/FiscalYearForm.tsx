import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { FiscalYearParametersInput } from '@app/contracts';
import { FormField } from '@app/ui';
import { messages } from '../../../messages';
import { formOf, inputOf, REGIONS, type FiscalYearForm as FormState } from '../rules';
import { BandsEditor } from './BandsEditor';

const m = messages.fiscalParameters;

export interface FiscalYearFormProps {
  title: string;
  /** The figures the form starts from (the year edited, or the year copied). */
  initial: FiscalYearParametersInput;
  saving: boolean;
  /** First message per field, from the server's 400 answer or the client-side check. */
  fieldErrors: Record<string, string>;
  onSubmit: (input: FiscalYearParametersInput) => void;
  /** Client-side check failed: messages per field. */
  onInvalid: (errors: Record<string, string>) => void;
  onCancel: () => void;
}

/** Allowances, limits, the emergency code and the bands of the three regions of one tax year. */
export function FiscalYearForm({ title, initial, saving, fieldErrors, onSubmit, onInvalid, onCancel }: FiscalYearFormProps) {
  const [form, setForm] = useState<FormState>(() => formOf(initial));
  const set = (change: Partial<FormState>) => setForm((f) => ({ ...f, ...change }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inputOf(form);
    if ('input' in parsed) onSubmit(parsed.input);
    else onInvalid(parsed.errors);
  };
  const number = (field: 'personalAllowance' | 'personalAllowanceTaperThreshold' | 'regulatoryLimitPercent', label: string, hint?: string) => (
    <FormField
      id={`fiscal-${field}`}
      className=""
      label={label}
      value={form[field]}
      inputMode={field === 'regulatoryLimitPercent' ? 'decimal' : 'numeric'}
      required
      disabled={saving}
      error={fieldErrors[field]}
      hint={hint}
      onChange={(value) => set({ [field]: value })}
    />
  );

  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h5 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-label={title}>
          <p className="text-muted small">{m.formIntro}</p>
          {fieldErrors.taxYear ? (
            <div className="alert alert-danger py-2" role="alert">
              {`${m.taxYearError}: ${fieldErrors.taxYear}`}
            </div>
          ) : null}
          <h3 className="h6">{m.allowances}</h3>
          <Row className="g-3 mb-4">
            <Col md={3}>{number('personalAllowance', m.personalAllowance)}</Col>
            <Col md={3}>{number('personalAllowanceTaperThreshold', m.taperThreshold)}</Col>
            <Col md={3}>
              <FormField
                id="fiscal-emergencyTaxCode"
                className=""
                label={m.emergencyTaxCode}
                value={form.emergencyTaxCode}
                maxLength={20}
                required
                disabled={saving}
                error={fieldErrors.emergencyTaxCode}
                onChange={(value) => set({ emergencyTaxCode: value })}
              />
            </Col>
            <Col md={3}>{number('regulatoryLimitPercent', `${m.regulatoryLimit} (%)`, m.regulatoryLimitHint)}</Col>
          </Row>
          <h3 className="h6">{m.bands}</h3>
          <Row className="g-3">
            {REGIONS.map((region) => (
              <Col key={region} xl={region === 'scotland' ? 12 : 6}>
                <BandsEditor
                  region={region}
                  table={form.rateTables[region]}
                  errors={fieldErrors}
                  disabled={saving}
                  onChange={(table) => set({ rateTables: { ...form.rateTables, [region]: table } })}
                />
              </Col>
            ))}
          </Row>
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={saving}>
              {saving ? m.saving : m.save}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              {m.cancel}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
