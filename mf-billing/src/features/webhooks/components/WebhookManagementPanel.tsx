// Webhook Management (spec section 2, and beyond it: the counters and the event log come from the stored events):
// the endpoint URL, the required events, Total Events / Successful / Failed / Last Event, and a paged log whose failed
// events can be re-processed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { failureText } from '@app/api-client';
import { formatDateTime } from '@app/format';
import { DataTable, ListCard, Pager, usePageParam, useTimedAlert, type Column, type PagerTexts } from '@app/ui';
import { messages } from '../../../messages';
import type { WebhookEventEntry, WebhookStats } from '@app/contracts';
import { useRefreshWebhookEvents, useReprocessWebhookEvent, webhookQueries } from '../api/queries';
import { canReprocess, outcomeVariant, requiredWebhookEvents, webhookEndpointUrl } from '../rules';

const t = messages.webhooks;
export const EVENTS_PAGE_SIZE = 20;
/** The overview's pager owns `?page=`; the log pages with its own parameter. */
export const EVENTS_PAGE_PARAM = 'eventsPage';
const ALERT_MS = 5000;
const PAGER_TEXTS: PagerTexts = { previous: t.newer, next: t.older, page: t.pageOf };
const OUTCOME_TEXT = { Processed: t.outcomeProcessed, Failed: t.outcomeFailed, Ignored: t.outcomeIgnored } as const;

export function WebhookManagementPanel() {
  // Failed loads are only logged (spec section 8), by the query cache; the defaults of spec section 9 stand in.
  const { data: info } = useQuery(webhookQueries.info());
  const { data: stats } = useQuery(webhookQueries.stats());
  const events = requiredWebhookEvents(info);
  return (
    <section aria-label={t.title}>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h6">{t.endpoint}</h2>
          <code className="d-block mb-1" aria-label={t.endpoint}>
            {webhookEndpointUrl(info, window.location.origin)}
          </code>
          <p className="small text-muted">{t.endpointHint}</p>
          <h2 className="h6">{t.requiredEvents}</h2>
          <ul className="mb-0" aria-label={t.requiredEvents}>
            {events.map((e) => (
              <li key={e}>
                <code>{e}</code>
              </li>
            ))}
          </ul>
        </Card.Body>
      </Card>
      <WebhookCounters stats={stats} />
      <WebhookEventLog />
    </section>
  );
}

function WebhookCounters({ stats }: { stats: WebhookStats | undefined }) {
  const items: [string, string][] = [
    [t.totalEvents, String(stats?.totalEvents ?? 0)],
    [t.successful, String(stats?.successfulEvents ?? 0)],
    [t.failed, String(stats?.failedEvents ?? 0)],
    [t.lastEvent, formatDateTime(stats?.lastEventTime, t.none)],
  ];
  return (
    <Card className="mb-3" as="section" aria-label={t.stats}>
      <Card.Header as="h2" className="h6">
        {t.stats}
      </Card.Header>
      <Card.Body className="d-flex justify-content-around text-center flex-wrap">
        {items.map(([label, value]) => (
          <div key={label} role="group" aria-label={label}>
            <div className="fs-4 fw-bold">{value}</div>
            <div className="small text-muted">{label}</div>
          </div>
        ))}
      </Card.Body>
    </Card>
  );
}

function WebhookEventLog() {
  const [page] = usePageParam(EVENTS_PAGE_PARAM);
  const { data, isPending, isFetching } = useQuery(webhookQueries.events(page, EVENTS_PAGE_SIZE));
  const refresh = useRefreshWebhookEvents();
  const reprocess = useReprocessWebhookEvent();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { showAlert, alertElement } = useTimedAlert();

  async function run(event: WebhookEventEntry) {
    setBusyId(event.id);
    try {
      await reprocess.mutateAsync(event.id);
      showAlert('success', t.reprocessed, ALERT_MS);
    } catch (error) {
      showAlert('danger', t.reprocessFailed(failureText(error, messages.failure)));
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<WebhookEventEntry>[] = [
    { key: 'type', header: t.columnType, render: (e) => <code>{e.type}</code> },
    { key: 'id', header: t.columnId, render: (e) => <span className="small">{e.id}</span> },
    { key: 'received', header: t.columnReceived, render: (e) => formatDateTime(e.receivedAt) },
    { key: 'outcome', header: t.columnOutcome, render: (e) => <Badge bg={outcomeVariant(e.outcome)}>{OUTCOME_TEXT[e.outcome] ?? e.outcome}</Badge> },
    { key: 'error', header: t.columnError, render: (e) => (e.error ? <span className="text-danger small">{e.error}</span> : '') },
    {
      key: 'actions',
      header: t.columnActions,
      render: (e) =>
        canReprocess(e.outcome) ? (
          <Button size="sm" variant="outline-primary" onClick={() => void run(e)} disabled={busyId === e.id}>
            {busyId === e.id ? t.reprocessing : t.reprocess}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-label={t.logTitle}>
      <ListCard title={t.logTitle} headingLevel={3} refreshLabel={t.refresh} loading={isFetching} onRefresh={() => void refresh()} alert={alertElement} loadFailedText={null}>
        <DataTable columns={columns} rows={data?.items ?? []} rowKey={(e) => e.id} loading={isPending} emptyText={t.logEmpty} caption={t.logTitle} />
        <Pager label={t.logTitle} param={EVENTS_PAGE_PARAM} total={data?.total ?? 0} pageSize={EVENTS_PAGE_SIZE} texts={PAGER_TEXTS} disabled={isFetching} />
      </ListCard>
    </section>
  );
}
