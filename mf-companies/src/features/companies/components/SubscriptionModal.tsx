import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormField, FormModal, SelectField } from '@app/ui';
import { SubscriptionPlan, type AdminCompany, type SubscriptionPlanInfo, type UpdateSubscriptionRequest } from '@app/contracts';
import { formatMoney } from '@app/format';
import { messages } from '../../../messages';
import { dateInputValue, planKey, subscriptionProblems, type SubscriptionForm } from '../rules';

const m = messages.companies;

export interface SubscriptionModalProps {
  company: AdminCompany | null;
  plans: SubscriptionPlanInfo[];
  onClose: () => void;
  /** Sends the update; resolves to an error text to show in the modal, or null on success. */
  onSubmit: (company: AdminCompany, body: UpdateSubscriptionRequest) => Promise<string | null>;
}

/** Plan select (required), start date, optional end date (empty = unlimited). */
export function SubscriptionModal({ company, plans, onClose, onSubmit }: SubscriptionModalProps) {
  const [form, setForm] = useState<SubscriptionForm>({ plan: '', startDate: '', endDate: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof SubscriptionForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!company) return;
    setForm({
      plan: planKey(company.subscriptionPlan),
      startDate: dateInputValue(company.subscriptionStartDate) || dateInputValue(new Date().toISOString()),
      endDate: dateInputValue(company.subscriptionEndDate),
    });
    setProblems({});
    setFailure(null);
  }, [company]);

  if (!company) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = subscriptionProblems(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const error = await onSubmit(company, {
      subscriptionPlan: form.plan as UpdateSubscriptionRequest['subscriptionPlan'],
      subscriptionStartDate: form.startDate,
      subscriptionEndDate: form.endDate ? form.endDate : null,
    });
    setBusy(false);
    if (error) setFailure(error);
  };

  const options = plans.length
    ? plans
    : [
        { plan: SubscriptionPlan.Standard, name: 'Standard', monthlyPrice: NaN, maxFileStorageMB: 0, maxUsers: 0 },
        { plan: SubscriptionPlan.Premium, name: 'Premium', monthlyPrice: NaN, maxFileStorageMB: 0, maxUsers: 0 },
      ];

  return (
    <FormModal
      show
      onHide={onClose}
      titleId="subscription-modal-title"
      title={m.subscriptionTitle(company.name)}
      onSubmit={submit}
      cancelText={m.cancel}
      submitText={busy ? m.subscriptionSaving : m.subscriptionSave}
      submitDisabled={busy}
    >
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <SelectField
        id="subscription-plan"
        label={m.subscriptionPlan}
        required
        value={form.plan}
        error={problems.plan}
        onChange={(plan) => setForm({ ...form, plan })}
        placeholder={m.subscriptionPlanPlaceholder}
        options={options.map((p) => ({
          value: planKey(p.plan),
          label: Number.isFinite(p.monthlyPrice) ? `${p.name} - ${formatMoney(p.monthlyPrice, 'GBP', 'en-GB')}${m.perMonth}` : p.name,
        }))}
      />
      <FormField
        id="subscription-start"
        label={m.subscriptionStart}
        type="date"
        value={form.startDate}
        error={problems.startDate}
        onChange={(startDate) => setForm({ ...form, startDate })}
      />
      <FormField
        id="subscription-end"
        className="mb-1"
        label={m.subscriptionEnd}
        type="date"
        value={form.endDate}
        error={problems.endDate}
        hint={m.subscriptionEndHint}
        onChange={(endDate) => setForm({ ...form, endDate })}
      />
    </FormModal>
  );
}
