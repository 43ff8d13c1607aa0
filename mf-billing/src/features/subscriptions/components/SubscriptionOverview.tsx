// Subscription Overview (spec section 2): the companies with their subscription, searched and paged on the server, and
// the actions of each row: View Details, Sync Employees and Cancel for a subscribed company, Create Subscription
// (disabled until the pricing configuration has loaded) for the others.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from '@app/router';
import { failureText, isNetworkError } from '@app/api-client';
import { formatMoney } from '@app/format';
import { DataTable, Pager, useConfirm, usePageParam, useTimedAlert, type Column, type PagerTexts } from '@app/ui';
import { messages } from '../../../messages';
import type { PricingConfigAnswer, SubscriptionOverviewRow } from '@app/contracts';
import { subscriptionQueries, useCancelSubscription, useCreateSubscription, useSyncEmployeeCount } from '../api/queries';
import { cancellationReason, createSubscriptionRequest, hasSubscription, overviewStatus, providerStatusNote } from '../rules';
import { CancelReasonModal } from './CancelReasonModal';
import { SubscriptionDetailsPanel } from './SubscriptionDetailsPanel';

const t = messages.overview;
const a = messages.alerts;
export const OVERVIEW_PAGE_SIZE = 25;
const SEARCH_PARAM = 'search';
const SEARCH_DEBOUNCE_MS = 300;
const ALERT_MS = 5000;
const PAGER_TEXTS: PagerTexts = { previous: t.previous, next: t.next, page: t.pageOf };

const STATUS_VARIANT = { Active: 'success', Inactive: 'secondary', 'No Subscription': 'light' } as const;
const STATUS_TEXT = { Active: t.active, Inactive: t.inactive, 'No Subscription': t.noSubscription } as const;

/** The search box writes `?search=` after a short pause and goes back to page 1. */
function useSearchParam(): [string, string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const applied = params.get(SEARCH_PARAM) ?? '';
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    const next = typed.trim();
    if (next === applied) return;
    const id = setTimeout(
      () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set(SEARCH_PARAM, next);
            else updated.delete(SEARCH_PARAM);
            updated.delete('page');
            return updated;
          },
          { replace: true },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(id);
  }, [typed, applied, setParams]);
  return [typed, applied, setTyped];
}

export interface SubscriptionOverviewProps {
  /** From the pricing feature; undefined until loaded. Create Subscription needs its base price id. */
  pricing: PricingConfigAnswer | undefined;
}

export function SubscriptionOverview({ pricing }: SubscriptionOverviewProps) {
  const [page] = usePageParam();
  const [typed, search, setTyped] = useSearchParam();
  // A failed load is only logged (spec section 8), by the query cache.
  const { data, isPending, isFetching, isError } = useQuery(subscriptionQueries.overview(page, OVERVIEW_PAGE_SIZE, search));
  const creation = useCreateSubscription();
  const cancellation = useCancelSubscription();
  const sync = useSyncEmployeeCount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();
  const basePrice = pricing?.configured ? pricing : null;

  async function create(row: SubscriptionOverviewRow) {
    if (!basePrice) return;
    setBusyId(row.companyId);
    try {
      await creation.mutateAsync(createSubscriptionRequest(row, basePrice));
      showAlert('success', a.created, ALERT_MS);
    } catch (error) {
      showAlert('danger', isNetworkError(error) ? a.createError : a.createFailed(failureText(error, messages.failure)));
    } finally {
      setBusyId(null);
    }
  }

  async function syncEmployees(row: SubscriptionOverviewRow & { subscriptionId: string }) {
    setBusyId(row.companyId);
    try {
      await sync.mutateAsync({ companyId: row.companyId, subscriptionId: row.subscriptionId });
      showAlert('success', a.synced, ALERT_MS);
    } catch (error) {
      showAlert('danger', a.syncFailed(failureText(error, messages.failure)));
    } finally {
      setBusyId(null);
    }
  }

  async function askCancel(row: SubscriptionOverviewRow & { subscriptionId: string }) {
    const ok = await confirm({ title: messages.cancel.confirmTitle, message: messages.cancel.confirm, confirmText: messages.cancel.yes, cancelText: messages.cancel.no, variant: 'danger' });
    if (ok) setCancelling(row.subscriptionId);
  }

  async function cancel(subscriptionId: string, reason: string) {
    try {
      await cancellation.mutateAsync({ subscriptionId, reason: cancellationReason(reason) });
      if (details === subscriptionId) setDetails(null);
      showAlert('success', a.cancelled, ALERT_MS);
    } catch (error) {
      showAlert('danger', a.cancelFailed(failureText(error, messages.failure)));
    } finally {
      setCancelling(null);
    }
  }

  const columns: Column<SubscriptionOverviewRow>[] = [
    {
      key: 'company',
      header: t.columnCompany,
      render: (row) => (
        <>
          <div className="fw-semibold">{row.companyName}</div>
          <div className="small text-muted">{row.companyId}</div>
        </>
      ),
    },
    {
      key: 'status',
      header: t.columnStatus,
      render: (row) => {
        const status = overviewStatus(row);
        const note = providerStatusNote(row);
        return (
          <>
            <Badge bg={STATUS_VARIANT[status]} text={status === 'No Subscription' ? 'dark' : undefined}>
              {STATUS_TEXT[status]}
            </Badge>
            {note ? (
              <Badge bg="warning" text="dark" className="ms-1">
                {note}
              </Badge>
            ) : null}
          </>
        );
      },
    },
    { key: 'employees', header: t.columnEmployees, render: (row) => String(row.employeeCount) },
    {
      key: 'monthlyAmount',
      header: t.columnMonthlyAmount,
      render: (row) => (hasSubscription(row) && row.monthlyAmount !== null ? formatMoney(row.monthlyAmount, 'GBP') : t.notApplicable),
    },
    {
      key: 'actions',
      header: t.columnActions,
      render: (row) => {
        const busy = busyId === row.companyId;
        return hasSubscription(row) ? (
          <ButtonGroup size="sm" aria-label={t.actionsFor(row.companyName)}>
            <Button variant="outline-primary" onClick={() => setDetails(row.subscriptionId)}>
              {t.viewDetails}
            </Button>
            <Button variant="outline-secondary" onClick={() => void syncEmployees(row)} disabled={busy}>
              {t.syncEmployees}
            </Button>
            <Button variant="outline-danger" onClick={() => void askCancel(row)} disabled={busy}>
              {t.cancel}
            </Button>
          </ButtonGroup>
        ) : (
          <ButtonGroup size="sm" aria-label={t.actionsFor(row.companyName)}>
            <Button variant="success" onClick={() => void create(row)} disabled={!basePrice || busy}>
              {t.createSubscription}
            </Button>
          </ButtonGroup>
        );
      },
    },
  ];

  return (
    <section aria-label={t.title}>
      {alertElement}
      {details ? <SubscriptionDetailsPanel key={details} subscriptionId={details} onClose={() => setDetails(null)} /> : null}
      <Form.Control
        type="search"
        className="mb-3"
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.companyId}
        loading={isPending}
        emptyText={isError ? '' : search ? t.emptySearch : t.empty}
        caption={t.title}
      />
      <Pager label={t.title} total={data?.total ?? 0} pageSize={OVERVIEW_PAGE_SIZE} texts={PAGER_TEXTS} disabled={isFetching} />
      <CancelReasonModal
        show={cancelling !== null}
        busy={cancellation.isPending}
        onHide={() => setCancelling(null)}
        onSubmit={(reason) => cancelling && void cancel(cancelling, reason)}
      />
      {confirmDialog}
    </section>
  );
}
