// The one frame of a form in a dialog (subscription, notification, SMTP test, reset confirmation...): title, the
// form's body, and Cancel + submit in the footer. Enter submits; Cancel, Escape and the close button hide it.
import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

export interface FormModalProps {
  show: boolean;
  onHide: () => void;
  /** Id of the title element, the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  onSubmit: (event: FormEvent) => void;
  cancelText: string;
  /** The submit button's content (e.g. "Saving..." or a spinner while busy). */
  submitText: ReactNode;
  /** Bootstrap variant of the submit button (default `primary`). */
  submitVariant?: string;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  /** Vertically centred (default true). */
  centered?: boolean;
  /** Wider dialogs for long forms. */
  size?: 'lg' | 'xl';
  children: ReactNode;
}

export function FormModal({
  show,
  onHide,
  titleId,
  title,
  onSubmit,
  cancelText,
  submitText,
  submitVariant = 'primary',
  submitDisabled = false,
  cancelDisabled = false,
  centered = true,
  size,
  children,
}: FormModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered={centered} size={size} aria-labelledby={titleId}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={cancelDisabled}>
            {cancelText}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
            {submitText}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
