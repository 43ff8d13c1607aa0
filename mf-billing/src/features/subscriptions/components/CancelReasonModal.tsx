// Second step of Cancel (spec section 5): the reason; a blank one is sent as "Admin cancellation".
import { useState } from 'react';
import { FormField, FormModal } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.cancel;

export interface CancelReasonModalProps {
  show: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onHide: () => void;
}

export function CancelReasonModal({ show, busy, onSubmit, onHide }: CancelReasonModalProps) {
  const [reason, setReason] = useState('');
  const hide = () => {
    if (busy) return;
    setReason('');
    onHide();
  };
  return (
    <FormModal
      show={show}
      onHide={hide}
      titleId="cancel-reason-title"
      title={t.reasonTitle}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(reason);
        setReason('');
      }}
      cancelText={t.back}
      cancelDisabled={busy}
      submitText={busy ? t.cancelling : t.submit}
      submitVariant="danger"
      submitDisabled={busy}
    >
      <FormField id="cancel-reason" label={t.reasonLabel} hint={t.reasonHint} as="textarea" rows={3} maxLength={500} value={reason} onChange={setReason} autoFocus />
    </FormModal>
  );
}
