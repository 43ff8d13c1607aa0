// "Restore defaults": shows what would change (the server's preview) before anything is written.
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { failureText } from '@app/api-client';
import { FormModal, LoadingSpinner } from '@app/ui';
import { messages } from '../../../messages';
import { salaryComponentQueries, useRestoreDefaults } from '../api/queries';

const t = messages.salaryComponents;

function CodeList({ title, codes }: { title: string; codes: string[] }) {
  if (!codes.length) return null;
  return (
    <section aria-label={title} className="mb-2">
      <h3 className="h6">
        {title} ({codes.length})
      </h3>
      <p className="mb-0">{codes.join(', ')}</p>
    </section>
  );
}

export function RestoreDefaultsDialog({ onClose, onRestored }: { onClose: () => void; onRestored: (added: number, changed: number) => void }) {
  const preview = useQuery(salaryComponentQueries.defaultsPreview());
  const restore = useRestoreDefaults();
  const plan = preview.data;
  const nothing = plan !== undefined && !plan.added.length && !plan.changed.length;

  async function submit() {
    const done = await restore.mutateAsync();
    onRestored(done.added.length, done.changed.length);
  }

  return (
    <FormModal
      show
      onHide={onClose}
      titleId="restore-defaults-title"
      title={t.restoreTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
      cancelText={t.cancel}
      submitText={restore.isPending ? t.restoring : t.restoreConfirm}
      submitVariant="warning"
      submitDisabled={!plan || nothing || restore.isPending}
      cancelDisabled={restore.isPending}
    >
      <p>{t.restoreIntro}</p>
      {preview.isPending ? <LoadingSpinner label={t.restoreLoading} /> : null}
      {preview.isError ? <Alert variant="danger">{failureText(preview.error, { network: t.networkError, fallback: t.restoreFailed })}</Alert> : null}
      {restore.isError ? <Alert variant="danger">{failureText(restore.error, { network: t.networkError, fallback: t.restoreFailed })}</Alert> : null}
      {nothing ? <Alert variant="info">{t.restoreNothing}</Alert> : null}
      {plan ? (
        <>
          <CodeList title={t.restoreAdded} codes={plan.added} />
          <CodeList title={t.restoreChanged} codes={plan.changed} />
          <CodeList title={t.restoreUnchanged} codes={plan.unchanged} />
        </>
      ) : null}
    </FormModal>
  );
}
