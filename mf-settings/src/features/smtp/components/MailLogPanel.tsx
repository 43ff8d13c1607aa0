// Mail Log (beyond the spec, issue 5): every message the product sent or failed to send, newest first, paged.
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatDateTime } from '@app/format';
import { DataTable, useResource, type Column } from '@app/ui';
import { messages } from '../../../messages';
import type { MailLogEntry, MailLogPage } from '../api/types';
import { fetchMailLog } from '../api/smtpApi';
import { AdminOnly } from './AdminOnly';

const t = messages.smtp;
export const MAIL_LOG_PAGE_SIZE = 25;

const logFailure = (error: unknown) => console.error('Failed to load the mail log', error);

export function MailLogPanel() {
  return (
    <AdminOnly>
      <MailLogTable />
    </AdminOnly>
  );
}

function MailLogTable() {
  const [page, setPage] = useState(1);
  const load = useCallback(() => fetchMailLog(page, MAIL_LOG_PAGE_SIZE), [page]);
  const { data, loading, error: failed, reload } = useResource<MailLogPage | null>(load, null, { onError: logFailure });

  const columns: Column<MailLogEntry>[] = [
    { key: 'createdAt', header: t.logTime, render: (e) => formatDateTime(e.createdAt) },
    { key: 'recipient', header: t.logRecipient, render: (e) => e.recipient },
    {
      key: 'subject',
      header: t.logSubject,
      render: (e) => (
        <>
          {e.subject}
          {e.isTest ? (
            <Badge bg="info" className="ms-2">
              {t.logTest}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t.logStatus,
      render: (e) => <Badge bg={e.status === 'Sent' ? 'success' : 'danger'}>{e.status === 'Sent' ? t.logSent : t.logFailed}</Badge>,
    },
    { key: 'configuration', header: t.logConfiguration, render: (e) => e.configurationName ?? t.logNoConfiguration },
    { key: 'error', header: t.logError, render: (e) => (e.errorMessage ? <span className="text-danger small">{e.errorMessage}</span> : '') },
  ];

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MAIL_LOG_PAGE_SIZE));
  return (
    <section aria-label={t.mailLogTitle}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="h5 mb-0">{t.mailLogTitle}</h2>
        <Button variant="outline-secondary" size="sm" onClick={() => void reload()} disabled={loading}>
          {t.refresh}
        </Button>
      </div>
      <p className="text-muted small">{t.logIntro}</p>
      {failed ? (
        <Alert variant="danger" role="alert">
          {t.logLoadFailed}
        </Alert>
      ) : null}
      <DataTable columns={columns} rows={data?.items ?? []} rowKey={(e) => e.id} loading={loading && !data} emptyText={t.logEmpty} caption={t.mailLogTitle} />
      {total > MAIL_LOG_PAGE_SIZE ? (
        <div className="d-flex justify-content-between align-items-center">
          <Button variant="outline-secondary" size="sm" disabled={page <= 1 || loading} onClick={() => setPage((p) => p - 1)}>
            {t.newer}
          </Button>
          <span className="small text-muted">{t.pageOf(page, pages, total)}</span>
          <Button variant="outline-secondary" size="sm" disabled={page >= pages || loading} onClick={() => setPage((p) => p + 1)}>
            {t.older}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
