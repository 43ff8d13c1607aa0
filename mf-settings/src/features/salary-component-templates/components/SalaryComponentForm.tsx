// Add / edit a salary component in a dialog; the server's per-field errors are shown on their fields.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { formFailure } from '@app/api-client';
import { FPS_FIELDS, PENSIONABLE_EARNINGS_BASES, SALARY_COMPONENT_CALCULATIONS, SALARY_COMPONENT_KINDS, SALARY_COMPONENT_LIMITS as L, STATUTORY_PAY_TYPES } from '@app/contracts';
import type { SalaryComponentTemplate } from '@app/contracts';
import { FormField, FormModal, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { useSaveSalaryComponent } from '../api/queries';
import { emptyForm, formErrors, formFrom, toRequest, withChange, type FieldErrors, type SalaryComponentField, type SalaryComponentFormValues } from '../rules';

const t = messages.salaryComponents;

type BooleanField = { [K in SalaryComponentField]: SalaryComponentFormValues[K] extends boolean ? K : never }[SalaryComponentField];

export interface SalaryComponentFormProps {
  /** The component being edited; null to add one. */
  editing: SalaryComponentTemplate | null;
  /** Codes a percentage can be based on. */
  baseCodes: string[];
  onClose: () => void;
}

export function SalaryComponentForm({ editing, baseCodes, onClose }: SalaryComponentFormProps) {
  const [values, setValues] = useState<SalaryComponentFormValues>(() => (editing ? formFrom(editing) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveSalaryComponent();
  const title = editing ? t.editTitle : t.addTitle;

  const set = <K extends SalaryComponentField>(key: K, value: SalaryComponentFormValues[K]) => {
    setValues((v) => withChange(v, key, value));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    try {
      await save.mutateAsync({ id: editing?.id, body: toRequest(values) });
      onClose();
    } catch (error) {
      // A taken code (409) belongs to the Code field like the 400s' per-field messages.
      const { fields, general } = formFailure(error, { network: t.networkError, fallback: t.saveFailed }, 'code');
      setErrors(formErrors(fields));
      setGeneral(general);
    }
  }

  const check = (field: BooleanField, label: string, disabled = false) => (
    <Form.Check
      type="checkbox"
      id={`sc-${field}`}
      label={label}
      checked={values[field]}
      disabled={disabled}
      onChange={(e) => set(field, e.target.checked)}
      isInvalid={!!errors[field]}
      feedback={errors[field]}
      feedbackType="invalid"
    />
  );
  const options = <T extends string>(list: readonly T[], label: (v: T) => string = (v) => v) => list.map((v) => ({ value: v, label: label(v) }));
  const deduction = values.kind === 'deduction';

  return (
    <FormModal
      show
      onHide={onClose}
      titleId="salary-component-form-title"
      title={title}
      onSubmit={(e) => void submit(e)}
      cancelText={t.cancel}
      submitText={save.isPending ? t.saving : t.save}
      submitDisabled={save.isPending}
      cancelDisabled={save.isPending}
    >
      {general ? (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      ) : null}
      <Row>
        <Col md={5}>
          <FormField id="sc-code" label={t.fieldCode} value={values.code} onChange={(v) => set('code', v.toUpperCase())} error={errors.code} hint={t.codeHint} required maxLength={20} autoComplete="off" />
        </Col>
        <Col md={7}>
          <FormField id="sc-name" label={t.fieldName} value={values.name} onChange={(v) => set('name', v)} error={errors.name} required maxLength={L.nameMax} />
        </Col>
      </Row>
      <FormField id="sc-description" label={t.fieldDescription} as="textarea" rows={2} value={values.description} onChange={(v) => set('description', v)} error={errors.description} maxLength={L.descriptionMax} />
      <Row>
        <Col md={6}>
          <SelectField id="sc-kind" label={t.fieldKind} value={values.kind} onChange={(v) => set('kind', v as SalaryComponentFormValues['kind'])} options={options(SALARY_COMPONENT_KINDS, (k) => t.kindLabels[k])} error={errors.kind} />
        </Col>
        <Col md={6}>
          <SelectField
            id="sc-calculation"
            label={t.fieldCalculation}
            value={values.calculation}
            onChange={(v) => set('calculation', v as SalaryComponentFormValues['calculation'])}
            options={options(SALARY_COMPONENT_CALCULATIONS, (c) => t.calculationLabels[c])}
            error={errors.calculation}
          />
        </Col>
      </Row>
      {values.calculation === 'percentage' ? (
        <SelectField
          id="sc-baseComponentCode"
          label={t.fieldBase}
          value={values.baseComponentCode}
          onChange={(v) => set('baseComponentCode', v)}
          options={options(baseCodes.filter((c) => c !== values.code.trim().toUpperCase()))}
          placeholder={t.basePlaceholder}
          error={errors.baseComponentCode}
        />
      ) : null}
      <fieldset className="mb-3">
        <Form.Text muted className="d-block mb-2">
          {t.deductionFlagsHint}
        </Form.Text>
        {check('subjectToIncomeTax', t.fieldIncomeTax)}
        {check('subjectToEmployeeNi', t.fieldEmployeeNi)}
        {check('subjectToEmployerNi', t.fieldEmployerNi)}
        {check('pensionable', t.fieldPensionable)}
        {check('notional', t.fieldNotional, deduction)}
        {check('netPayDeduction', t.fieldNetPay, !deduction)}
        {check('isStatutoryPay', t.fieldStatutory, deduction)}
      </fieldset>
      <Row>
        <Col md={6}>
          <SelectField
            id="sc-pensionableEarningsBasis"
            label={t.fieldBasis}
            value={values.pensionableEarningsBasis}
            onChange={(v) => set('pensionableEarningsBasis', v as SalaryComponentFormValues['pensionableEarningsBasis'])}
            options={options(PENSIONABLE_EARNINGS_BASES, (b) => t.basisLabels[b])}
            error={errors.pensionableEarningsBasis}
          />
        </Col>
        <Col md={6}>
          <SelectField id="sc-fpsField" label={t.fieldFps} value={values.fpsField} onChange={(v) => set('fpsField', v as SalaryComponentFormValues['fpsField'])} options={options(FPS_FIELDS)} error={errors.fpsField} />
        </Col>
      </Row>
      {values.isStatutoryPay ? (
        <SelectField
          id="sc-statutoryPayType"
          label={t.fieldStatutoryType}
          value={values.statutoryPayType}
          onChange={(v) => set('statutoryPayType', v as SalaryComponentFormValues['statutoryPayType'])}
          options={options(STATUTORY_PAY_TYPES)}
          placeholder={t.statutoryPlaceholder}
          error={errors.statutoryPayType}
        />
      ) : null}
      {check('isActive', t.fieldActive)}
    </FormModal>
  );
}
