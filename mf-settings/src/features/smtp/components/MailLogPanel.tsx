// Mail Log (beyond the spec, issue 5): every message the product sent or failed to send, newest first, paged.
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatDateTime } from '@app/format';
import { DataTable, Pager, usePageParam, type Column, type PagerTexts } from '@app/ui';
import { messages } from '../../../messages';
import type { MailLogEntry } from '@app/contracts';
import { smtpQueries } from '../api/queries';
import { AdminOnly } from './AdminOnly';

const t = messages.smtp;
export const MAIL_LOG_PAGE_SIZE = 25;

const PAGER_TEXTS: PagerTexts = { previous: t.newer, next: t.older, page: t.pageOf };

export function MailLogPanel() {
  return (
    <AdminOnly>
      <MailLogTable />
    </AdminOnly>
  );
}

function MailLogTable() {
  // The page is in the URL (?page=); the shown page stays while the next one loads.
  const [page] = usePageParam();
  const { data, isFetching: loading, isError: failed, refetch } = useQuery(smtpQueries.mailLog(page, MAIL_LOG_PAGE_SIZE));

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

  return (
    <section aria-label={t.mailLogTitle}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="h5 mb-0">{t.mailLogTitle}</h2>
        <Button variant="outline-secondary" size="sm" onClick={() => void refetch()} disabled={loading}>
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
      <Pager label={t.mailLogTitle} total={data?.total ?? 0} pageSize={MAIL_LOG_PAGE_SIZE} texts={PAGER_TEXTS} disabled={loading} />
    </section>
  );
}
