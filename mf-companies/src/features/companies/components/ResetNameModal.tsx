import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '@app/ui';
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
    <Modal show onHide={onCancel} centered aria-labelledby="reset-name-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reset-name-title">{m.resetTypeTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger">
            {m.resetConfirm}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
