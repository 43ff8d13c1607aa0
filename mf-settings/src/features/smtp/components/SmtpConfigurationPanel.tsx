// The SMTP Configuration screen (spec section 2 "SMTP Configuration"): Add Configuration, add/edit form, the table,
// the test modal. Admins only: anyone else sees the access-denied alert and no call is made.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { isAxiosError } from '@app/api-client';
import { formatDateTime } from '@app/format';
import { DataTable, useConfirm, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import type { SmtpConfiguration } from '@app/contracts';
import { smtpQueries, useActivateSmtpConfiguration, useDeleteSmtpConfiguration } from '../api/queries';
import { AdminOnly } from './AdminOnly';
import { SmtpConfigurationForm } from './SmtpConfigurationForm';
import { SmtpTestModal } from './SmtpTestModal';

const t = messages.smtp;
const ALERT_MS = 5000;

export function SmtpConfigurationPanel() {
  return (
    <AdminOnly>
      <SmtpConfigurationManager />
    </AdminOnly>
  );
}

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; configuration: SmtpConfiguration };

function SmtpConfigurationManager() {
  // A failed load is logged by the query cache; the table keeps what it had.
  const { data: configurations = [], isPending } = useQuery(smtpQueries.configurations());
  const activation = useActivateSmtpConfiguration();
  const deletion = useDeleteSmtpConfiguration();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [testing, setTesting] = useState<SmtpConfiguration | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();

  const failure = (error: unknown, failed: string, errored: string) =>
    showAlert('danger', isAxiosError(error) && error.response ? failed : errored, ALERT_MS);

  async function activate(c: SmtpConfiguration) {
    setBusyId(c.id);
    try {
      await activation.mutateAsync(c.id);
    } catch (error) {
      failure(error, t.activateFailed, t.activateError);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(c: SmtpConfiguration) {
    const ok = await confirm({ title: t.deleteTitle, message: t.deleteConfirm, confirmText: t.delete, variant: 'danger' });
    if (!ok) return;
    setBusyId(c.id);
    try {
      await deletion.mutateAsync(c.id);
      if (form.mode === 'edit' && form.configuration.id === c.id) setForm({ mode: 'closed' });
    } catch (error) {
      failure(error, t.deleteFailed, t.deleteError);
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<SmtpConfiguration>[] = [
    {
      key: 'name',
      header: t.columnName,
      render: (c) => (
        <>
          <span className="fw-semibold">{c.displayName}</span>
          {c.isActive ? (
            <Badge bg="success" className="ms-2">
              {t.active}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'hostPort', header: t.columnHostPort, render: (c) => `${c.host}:${c.port}` },
    { key: 'fromEmail', header: t.columnFromEmail, render: (c) => c.fromEmail },
    {
      key: 'ssl',
      header: t.columnSsl,
      render: (c) => <Badge bg={c.enableSsl ? 'success' : 'secondary'}>{c.enableSsl ? t.sslEnabled : t.sslDisabled}</Badge>,
    },
    {
      key: 'lastTest',
      header: t.columnLastTest,
      render: (c) =>
        c.lastTestedDate ? (
          <>
            <span className="me-2">{formatDateTime(c.lastTestedDate)}</span>
            <Badge bg={c.lastTestSuccessful ? 'success' : 'danger'}>{c.lastTestSuccessful ? t.testSuccess : t.testFailed}</Badge>
          </>
        ) : (
          <span className="text-muted">{t.notTested}</span>
        ),
    },
    {
      key: 'actions',
      header: t.columnActions,
      render: (c) => (
        <ButtonGroup size="sm" aria-label={t.actionsFor(c.displayName)}>
          <Button variant="outline-info" onClick={() => setTesting(c)} disabled={busyId === c.id} title={t.testTitle}>
            {t.test}
          </Button>
          {c.isActive ? null : (
            <Button variant="outline-success" onClick={() => void activate(c)} disabled={busyId === c.id}>
              {t.activate}
            </Button>
          )}
          <Button variant="outline-primary" onClick={() => setForm({ mode: 'edit', configuration: c })} disabled={busyId === c.id}>
            {t.edit}
          </Button>
          <Button variant="outline-danger" onClick={() => void remove(c)} disabled={busyId === c.id}>
            {t.delete}
          </Button>
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t.title}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="h5 mb-0">{t.title}</h2>
        <Button variant="primary" onClick={() => setForm({ mode: 'add' })}>
          {t.addConfiguration}
        </Button>
      </div>
      {alertElement}
      {form.mode !== 'closed' ? (
        <SmtpConfigurationForm
          key={form.mode === 'edit' ? form.configuration.id : 'new'}
          editing={form.mode === 'edit' ? form.configuration : null}
          onCancel={() => setForm({ mode: 'closed' })}
          onSaved={() => setForm({ mode: 'closed' })}
        />
      ) : null}
      <DataTable
        columns={columns}
        rows={configurations}
        rowKey={(c) => c.id}
        loading={isPending}
        emptyText={t.emptyList}
        caption={t.title}
      />
      <SmtpTestModal key={testing?.id ?? 'none'} configuration={testing} onHide={() => setTesting(null)} />
      {confirmDialog}
    </section>
  );
}
