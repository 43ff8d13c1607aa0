import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { isAxiosError } from '@app/api-client';
import { technicalApi } from '../api/technicalApi';
import type { NotificationScope, NotificationType, SendNotificationRequest } from '../api/types';
import { toIsoOrNull } from '../lib/rules';
import { messages as texts } from '../../../messages';

export const NOTIFICATION_TYPES: NotificationType[] = ['Info', 'Success', 'Warning', 'Error', 'Maintenance'];
export const NOTIFICATION_SCOPES: NotificationScope[] = ['AllUsers', 'AdminOnly', 'CompanySpecific', 'SpecificUsers'];

interface FormState {
  title: string;
  message: string;
  type: NotificationType;
  scope: NotificationScope;
  scheduledFor: string;
  expiresAt: string;
}

const EMPTY: FormState = { title: '', message: '', type: 'Info', scope: 'AllUsers', scheduledFor: '', expiresAt: '' };

export function SendNotificationModal({ show, onHide, onSent }: { show: boolean; onHide: () => void; onSent: () => void }) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const titleMissing = !form.title.trim();
  const messageMissing = !form.message.trim();

  const close = () => {
    if (busy) return;
    setForm(EMPTY);
    setTouched(false);
    setError(null);
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleMissing || messageMissing || busy) return;
    const body: SendNotificationRequest = {
      title: form.title.trim(),
      message: form.message.trim(),
      type: form.type,
      scope: form.scope,
      targetCompanyIds: [],
      targetUserIds: [],
      scheduledFor: toIsoOrNull(form.scheduledFor),
      expiresAt: toIsoOrNull(form.expiresAt),
    };
    setBusy(true);
    setError(null);
    try {
      await technicalApi.sendNotification(body);
      setBusy(false);
      setForm(EMPTY);
      setTouched(false);
      onSent();
      onHide();
    } catch (e) {
      setBusy(false);
      // A server answer (non-OK) vs no answer at all.
      setError(isAxiosError(e) && e.response ? texts.failedToSend : texts.errorSending);
    }
  };

  return (
    <Modal show={show} onHide={close} aria-labelledby="send-notification-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="send-notification-title">{texts.sendSystemNotification}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="notification-title">
            <Form.Label>{texts.fieldTitle}</Form.Label>
            <Form.Control required value={form.title} onChange={(e) => set('title', e.target.value)} isInvalid={touched && titleMissing} />
            <Form.Control.Feedback type="invalid">{texts.titleRequired}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="notification-type">
            <Form.Label>{texts.fieldType}</Form.Label>
            <Form.Select value={form.type} onChange={(e) => set('type', e.target.value as NotificationType)}>
              {NOTIFICATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="notification-message">
            <Form.Label>{texts.fieldMessage}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              required
              value={form.message}
              onChange={(e) => set('message', e.target.value)}
              isInvalid={touched && messageMissing}
            />
            <Form.Control.Feedback type="invalid">{texts.messageRequired}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="notification-scope">
            <Form.Label>{texts.fieldScope}</Form.Label>
            <Form.Select value={form.scope} onChange={(e) => set('scope', e.target.value as NotificationScope)}>
              {NOTIFICATION_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="notification-scheduled-for">
            <Form.Label>
              {texts.fieldScheduleFor} <span className="text-muted">{texts.optional}</span>
            </Form.Label>
            <Form.Control type="datetime-local" value={form.scheduledFor} onChange={(e) => set('scheduledFor', e.target.value)} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="notification-expires-at">
            <Form.Label>
              {texts.fieldExpiresAt} <span className="text-muted">{texts.optional}</span>
            </Form.Label>
            <Form.Control type="datetime-local" value={form.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? texts.sending : texts.send}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
