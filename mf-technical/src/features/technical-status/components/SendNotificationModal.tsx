import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { isAxiosError } from '@app/api-client';
import { FormField, FormModal, SelectField } from '@app/ui';
import { useSendNotification } from '../api/queries';
import { NOTIFICATION_SCOPES, NOTIFICATION_TYPES, type NotificationScope, type NotificationType, type SendNotificationRequest } from '@app/contracts';
import { toIsoOrNull } from '../rules';
import { messages as texts } from '../../../messages';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((t) => ({ value: t, label: t }));
const SCOPE_OPTIONS = NOTIFICATION_SCOPES.map((s) => ({ value: s, label: s }));

interface FormState {
  title: string;
  message: string;
  type: NotificationType;
  scope: NotificationScope;
  scheduledFor: string;
  expiresAt: string;
}

const EMPTY: FormState = { title: '', message: '', type: 'Info', scope: 'AllUsers', scheduledFor: '', expiresAt: '' };

export function SendNotificationModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useSendNotification();
  const busy = sending.isPending;
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
    setError(null);
    try {
      await sending.mutateAsync(body);
      setForm(EMPTY);
      setTouched(false);
      onHide();
    } catch (e) {
      // A server answer (non-OK) vs no answer at all.
      setError(isAxiosError(e) && e.response ? texts.failedToSend : texts.errorSending);
    }
  };

  const optional = (label: string) => (
    <>
      {label} <span className="text-muted">{texts.optional}</span>
    </>
  );

  return (
    <FormModal
      show={show}
      onHide={close}
      centered={false}
      titleId="send-notification-title"
      title={texts.sendSystemNotification}
      onSubmit={submit}
      cancelText={texts.cancel}
      cancelDisabled={busy}
      submitText={busy ? texts.sending : texts.send}
      submitDisabled={busy}
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <FormField
        id="notification-title"
        label={texts.fieldTitle}
        required
        value={form.title}
        onChange={(v) => set('title', v)}
        error={touched && titleMissing ? texts.titleRequired : null}
      />
      <SelectField id="notification-type" label={texts.fieldType} value={form.type} onChange={(v) => set('type', v as NotificationType)} options={TYPE_OPTIONS} />
      <FormField
        id="notification-message"
        label={texts.fieldMessage}
        as="textarea"
        rows={3}
        required
        value={form.message}
        onChange={(v) => set('message', v)}
        error={touched && messageMissing ? texts.messageRequired : null}
      />
      <SelectField id="notification-scope" label={texts.fieldScope} value={form.scope} onChange={(v) => set('scope', v as NotificationScope)} options={SCOPE_OPTIONS} />
      <FormField
        id="notification-scheduled-for"
        label={optional(texts.fieldScheduleFor)}
        type="datetime-local"
        value={form.scheduledFor}
        onChange={(v) => set('scheduledFor', v)}
      />
      <FormField id="notification-expires-at" label={optional(texts.fieldExpiresAt)} type="datetime-local" value={form.expiresAt} onChange={(v) => set('expiresAt', v)} />
    </FormModal>
  );
}
