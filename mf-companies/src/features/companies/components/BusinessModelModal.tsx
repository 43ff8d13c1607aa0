// A company's business model from the Companies screen: choose the model (or the default) and override feature
// switches for this company; the server's per-field errors are shown on their fields.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { formFailure } from '@app/api-client';
import { BUSINESS_MODEL_FEATURE_LABELS, BUSINESS_MODEL_FEATURES, type AdminCompany, type BusinessModelFeature, type BusinessModelFeatures } from '@app/contracts';
import { FormModal, LoadingSpinner, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { companyQueries, useSetCompanyBusinessModel } from '../api/queries';

const m = messages.companies.businessModel;
type Choice = '' | 'on' | 'off';

export function BusinessModelModal({ company, onSaved, onClose }: { company: AdminCompany; onSaved: (message: string) => void; onClose: () => void }) {
  const current = useQuery(companyQueries.businessModel(company.id));
  const models = useQuery(companyQueries.businessModels());
  const save = useSetCompanyBusinessModel();
  const [modelId, setModelId] = useState('');
  const [overrides, setOverrides] = useState<Partial<Record<BusinessModelFeature, Choice>>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [general, setGeneral] = useState<string | null>(null);

  useEffect(() => {
    if (!current.data) return;
    setModelId(current.data.businessModelId ?? '');
    setOverrides(Object.fromEntries(Object.entries(current.data.featureOverrides).map(([f, on]) => [f, on ? 'on' : 'off'])));
  }, [current.data]);

  const list = models.data ?? [];
  const defaultModel = list.find((x) => x.isDefault);
  const chosen = modelId ? list.find((x) => x.id === modelId) : defaultModel;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const featureOverrides: Partial<BusinessModelFeatures> = {};
    for (const f of BUSINESS_MODEL_FEATURES) if (overrides[f]) featureOverrides[f] = overrides[f] === 'on';
    try {
      const result = await save.mutateAsync({ id: company.id, body: { businessModelId: modelId || null, featureOverrides } });
      onSaved(m.saved(company.name, result.businessModelName));
    } catch (error) {
      const { fields, general } = formFailure(error, { network: m.networkError, fallback: m.saveFailed });
      setErrors(fields);
      setGeneral(general);
    }
  }

  const loadFailed = current.isError || models.isError;
  return (
    <FormModal
      show
      onHide={onClose}
      titleId="company-business-model-title"
      title={m.title(company.name)}
      onSubmit={(e) => void submit(e)}
      cancelText={messages.companies.cancel}
      submitText={save.isPending ? m.saving : m.save}
      submitDisabled={save.isPending || !current.data || !models.data}
      cancelDisabled={save.isPending}
    >
      {general ? (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      ) : null}
      {loadFailed ? <Alert variant="danger">{m.loadFailed}</Alert> : null}
      {!current.data || !models.data ? (
        loadFailed ? null : <LoadingSpinner label={m.loading} />
      ) : (
        <>
          <SelectField
            id="company-business-model"
            label={m.model}
            value={modelId}
            onChange={(v) => {
              setModelId(v);
              setErrors({});
            }}
            options={[
              { value: '', label: m.defaultOption(defaultModel?.name ?? '') },
              ...list.filter((x) => !x.isDefault).map((x) => ({ value: x.id, label: x.name })),
            ]}
            error={errors.businessModelId}
          />
          <fieldset>
            <legend className="fs-6 fw-semibold mb-1">{m.overridesHeading}</legend>
            <p className="small text-muted">{m.overridesHint}</p>
            {BUSINESS_MODEL_FEATURES.map((f) => (
              <SelectField
                key={f}
                id={`override-${f}`}
                label={BUSINESS_MODEL_FEATURE_LABELS[f]}
                value={overrides[f] ?? ''}
                onChange={(v) => {
                  setOverrides((o) => ({ ...o, [f]: v as Choice }));
                  setErrors((e) => ({ ...e, [`featureOverrides.${f}`]: undefined }));
                }}
                options={[
                  { value: '', label: m.inherit(chosen?.features[f] === true) },
                  { value: 'on', label: m.on },
                  { value: 'off', label: m.off },
                ]}
                error={errors[`featureOverrides.${f}`]}
              />
            ))}
          </fieldset>
        </>
      )}
    </FormModal>
  );
}
