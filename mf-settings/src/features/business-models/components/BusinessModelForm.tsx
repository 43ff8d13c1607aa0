// New / edit / clone a business model in a dialog; the server's per-field errors are shown on their fields.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { formFailure } from '@app/api-client';
import {
  BUSINESS_MODEL_FEATURE_LABELS,
  BUSINESS_MODEL_FEATURES,
  BUSINESS_MODEL_LIMITS as L,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  VAT_SCHEME_LABELS,
  VAT_SCHEMES,
  type BusinessModelDto,
  type VatScheme,
} from '@app/contracts';
import { FormField, FormModal, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { businessModelQueries, useSaveBusinessModel } from '../api/queries';
import { emptyForm, formFrom, toggled, toRequest, type BusinessModelFormValues } from '../rules';

const t = messages.businessModels;

export interface BusinessModelFormProps {
  /** The model to edit, or to clone when `clone`; null for a new one. */
  source: BusinessModelDto | null;
  clone?: boolean;
  onSaved: (model: BusinessModelDto) => void;
  onClose: () => void;
}

/** A titled group of checkboxes with its field's error (e.g. `defaults.payFrequencies`). */
function CheckGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      {hint ? <Form.Text muted className="d-block mb-1">{hint}</Form.Text> : null}
      <div className={`border rounded px-2 py-1 ${error ? 'border-danger' : ''}`} style={{ maxHeight: 180, overflowY: 'auto', columnWidth: '14rem' }}>
        {children}
      </div>
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </fieldset>
  );
}

export function BusinessModelForm({ source, clone = false, onSaved, onClose }: BusinessModelFormProps) {
  const [values, setValues] = useState<BusinessModelFormValues>(() => (source ? formFrom(source, clone) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const components = useQuery(businessModelQueries.componentChoices());
  const categories = useQuery(businessModelQueries.categoryChoices());
  const save = useSaveBusinessModel();
  const editing = source && !clone ? source : null;
  const title = editing ? t.editTitle : clone ? t.cloneTitle : t.addTitle;

  const set = <K extends keyof BusinessModelFormValues>(key: K, value: BusinessModelFormValues[K], field: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    try {
      onSaved(await save.mutateAsync({ id: editing?.id, body: toRequest(values) }));
    } catch (error) {
      // A taken name (409) belongs to the Name field like the 400s' per-field messages.
      const { fields, general } = formFailure(error, { network: t.networkError, fallback: t.saveFailed }, 'name');
      setErrors(fields);
      setGeneral(general);
    }
  }

  // Chosen codes / names no longer offered stay listed (flagged) so that saving does not silently drop them.
  const catalogue = components.data ?? [];
  const codes = [...catalogue.filter((c) => c.isActive || values.salaryComponentCodes.includes(c.code)).map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` }))];
  for (const code of values.salaryComponentCodes) if (!catalogue.some((c) => c.code === code)) codes.push({ value: code, label: `${code} (${t.notInCatalogue})` });
  const categoryNames = (categories.data ?? []).map((c) => ({ value: c.name, label: c.name }));
  for (const name of values.expenseCategories) {
    if (!categoryNames.some((c) => c.value.toLowerCase() === name.toLowerCase())) categoryNames.push({ value: name, label: `${name} (${t.categoryMissing})` });
  }
  const choicesFailed = components.isError || categories.isError;

  return (
    <FormModal
      show
      onHide={onClose}
      titleId="business-model-form-title"
      title={title}
      onSubmit={(e) => void submit(e)}
      cancelText={t.cancel}
      submitText={save.isPending ? t.saving : t.save}
      submitDisabled={save.isPending}
      cancelDisabled={save.isPending}
      size="lg"
    >
      {general ? (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      ) : null}
      {choicesFailed ? <Alert variant="warning">{t.optionsFailed}</Alert> : null}
      <FormField id="bm-name" label={t.fieldName} value={values.name} onChange={(v) => set('name', v)} error={errors.name} required maxLength={L.nameMax} />
      <FormField id="bm-description" label={t.fieldDescription} as="textarea" rows={2} value={values.description} onChange={(v) => set('description', v)} error={errors.description} maxLength={L.descriptionMax} />
      <CheckGroup legend={t.sectionFeatures} error={errors.features}>
        {BUSINESS_MODEL_FEATURES.map((f) => (
          <Form.Check
            key={f}
            type="switch"
            id={`bm-feature-${f}`}
            label={BUSINESS_MODEL_FEATURE_LABELS[f]}
            checked={values.features[f]}
            onChange={(e) => set('features', { ...values.features, [f]: e.target.checked }, `features.${f}`)}
            isInvalid={!!errors[`features.${f}`]}
            feedback={errors[`features.${f}`]}
            feedbackType="invalid"
          />
        ))}
      </CheckGroup>
      <h3 className="fs-6 fw-semibold">{t.sectionDefaults}</h3>
      <Row>
        <Col md={6}>
          <SelectField
            id="bm-vatScheme"
            label={t.fieldVatScheme}
            value={values.vatScheme}
            onChange={(v) => set('vatScheme', v as VatScheme, 'defaults.vatScheme')}
            options={VAT_SCHEMES.map((s) => ({ value: s, label: VAT_SCHEME_LABELS[s] }))}
            error={errors['defaults.vatScheme']}
          />
        </Col>
        <Col md={6}>
          <SelectField
            id="bm-periodEnd"
            label={t.fieldPeriodEnd}
            value={String(values.accountingPeriodEndMonth)}
            onChange={(v) => set('accountingPeriodEndMonth', Number(v), 'defaults.accountingPeriodEndMonth')}
            options={t.months.map((m, i) => ({ value: String(i + 1), label: m }))}
            error={errors['defaults.accountingPeriodEndMonth']}
          />
        </Col>
      </Row>
      <CheckGroup legend={t.fieldPayFrequencies} error={errors['defaults.payFrequencies']}>
        {PAY_FREQUENCIES.map((f) => (
          <Form.Check
            key={f}
            id={`bm-frequency-${f}`}
            label={PAY_FREQUENCY_LABELS[f]}
            checked={values.payFrequencies.includes(f)}
            onChange={(e) => set('payFrequencies', toggled(values.payFrequencies, f, e.target.checked), 'defaults.payFrequencies')}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t.fieldSalaryComponents} hint={t.componentsHint} error={errors['defaults.salaryComponentCodes']}>
        {codes.length === 0 && components.isSuccess ? <p className="text-muted small mb-0">{t.noComponents}</p> : null}
        {codes.map((c) => (
          <Form.Check
            key={c.value}
            id={`bm-component-${c.value}`}
            label={c.label}
            checked={values.salaryComponentCodes.includes(c.value)}
            onChange={(e) => set('salaryComponentCodes', toggled(values.salaryComponentCodes, c.value, e.target.checked), 'defaults.salaryComponentCodes')}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t.fieldExpenseCategories} hint={t.categoriesHint} error={errors.expenseCategories}>
        {categoryNames.length === 0 && categories.isSuccess ? <p className="text-muted small mb-0">{t.noCategories}</p> : null}
        {categoryNames.map((c) => (
          <Form.Check
            key={c.value}
            id={`bm-category-${c.value.replace(/\W+/g, '-')}`}
            label={c.label}
            checked={values.expenseCategories.some((x) => x.toLowerCase() === c.value.toLowerCase())}
            onChange={(e) =>
              set(
                'expenseCategories',
                e.target.checked ? toggled(values.expenseCategories, c.value, true) : values.expenseCategories.filter((x) => x.toLowerCase() !== c.value.toLowerCase()),
              )
            }
          />
        ))}
      </CheckGroup>
    </FormModal>
  );
}
