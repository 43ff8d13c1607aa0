import { useEffect, useState, type FormEvent } from 'react';
import { FormField, FormModal } from '@app/ui';
import type { AdminCompany } from '@app/contracts';
import { messages } from '../../../messages';

const m = messages.companies;

/** Second step of a reset: type the exact company name. */
export function ResetNameModal({ company, onConfirm, onCancel }: { company: AdminCompany | null; onConfirm: (typed: string) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [company]);
  if (!company) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(typed);
  };
  return (
    <FormModal
      show
      onHide={onCancel}
      titleId="reset-name-title"
      title={m.resetTypeTitle}
      onSubmit={submit}
      cancelText={m.cancel}
      submitText={m.resetConfirm}
      submitVariant="danger"
    >
      <FormField
        id="reset-company-name"
        className=""
        label={m.resetTypePrompt(company.name)}
        autoFocus
        autoComplete="off"
        value={typed}
        onChange={setTyped}
        hint={m.resetCannotUndo}
      />
    </FormModal>
  );
}
