// Second step of Cancel (spec section 5): the reason; a blank one is sent as "Admin cancellation".
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '@app/ui';
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
  return (
    <Modal show={show} onHide={busy ? undefined : onHide} onExited={() => setReason('')} centered aria-labelledby="cancel-reason-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(reason);
        }}
      >
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="cancel-reason-title">{t.reasonTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField id="cancel-reason" label={t.reasonLabel} hint={t.reasonHint} as="textarea" rows={3} maxLength={500} value={reason} onChange={setReason} autoFocus />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={busy}>
            {t.back}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? t.cancelling : t.submit}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
