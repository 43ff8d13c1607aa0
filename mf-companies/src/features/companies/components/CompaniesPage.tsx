import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { errorMessage, isNetworkError } from '@app/api-client';
import { SubscriptionPlan, type AdminCompany, type SubscriptionPlanInfo, type UpdateSubscriptionRequest } from '@app/contracts';
import { formatDate, formatMoney } from '@app/format';
import { ActiveBadge, DataTable, ListCard, Pager, StatusBadge, StorageBar, useConfirm, ListFilters, useListParams, useTimedAlert, type Column } from '@app/ui';
import { Link } from '@app/router';
import { historyLink, messages } from '../../../messages';
import { companyQueries, useResetCompany, useToggleCompanyStatus, useUpdateSubscription } from '../api/queries';
import { LIST_PAGE_SIZE, resetNameMatches } from '../rules';

// The dialogs load when first opened (they are not part of the first screen).
const SubscriptionModal = lazy(() => import('./SubscriptionModal').then((m) => ({ default: m.SubscriptionModal })));
const ResetNameModal = lazy(() => import('./ResetNameModal').then((m) => ({ default: m.ResetNameModal })));
const BusinessModelModal = lazy(() => import('./BusinessModelModal').then((m) => ({ default: m.BusinessModelModal })));

const m = messages.companies;
const ALERT_MS = 5000;

function planFor(plans: SubscriptionPlanInfo[], plan: SubscriptionPlan): SubscriptionPlanInfo | undefined {
  return plans.find((p) => p.plan === plan);
}

function planName(company: AdminCompany, plan: SubscriptionPlanInfo | undefined): string {
  return plan?.name ?? (company.subscriptionPlan === SubscriptionPlan.Premium ? 'Premium' : 'Standard');
}

export interface CompanyActions {
  onSubscription: (company: AdminCompany) => void;
  onBusinessModel: (company: AdminCompany) => void;
  onToggle: (company: AdminCompany) => void;
  onReset: (company: AdminCompany) => void;
  busyId: string | null;
}

export function companyColumns(plans: SubscriptionPlanInfo[], actions?: CompanyActions): Column<AdminCompany>[] {
  return [
    {
      key: 'company',
      header: m.columns.company,
      sortKey: 'name',
      render: (c) => (
        <div>
          <div className="fw-semibold">{c.name}</div>
          {c.description ? <div className="small text-muted">{c.description}</div> : null}
          <div className="small text-muted">{formatDate(c.createdAt)}</div>
        </div>
      ),
    },
    {
      key: 'subscription',
      header: m.columns.subscription,
      sortKey: 'subscriptionEnd',
      render: (c) => {
        const plan = planFor(plans, c.subscriptionPlan);
        return (
          <div>
            <StatusBadge variant={c.subscriptionPlan === SubscriptionPlan.Premium ? 'primary' : 'info'}>{planName(c, plan)}</StatusBadge>
            {plan ? (
              <div className="small">
                {formatMoney(plan.monthlyPrice, 'GBP', 'en-GB')}
                {m.perMonth}
              </div>
            ) : null}
            <div className="small text-muted">{c.subscriptionEndDate ? formatDate(c.subscriptionEndDate) : m.unlimited}</div>
          </div>
        );
      },
    },
    {
      key: 'users',
      header: m.columns.users,
      render: (c) => {
        const plan = planFor(plans, c.subscriptionPlan);
        return (
          <span>
            {c.userCount} / {plan ? plan.maxUsers : '-'}
          </span>
        );
      },
    },
    {
      key: 'storage',
      header: m.columns.storage,
      render: (c) => {
        const plan = planFor(plans, c.subscriptionPlan);
        return plan ? <StorageBar usedBytes={c.usedFileStorageBytes} limitMB={plan.maxFileStorageMB} /> : <span>-</span>;
      },
    },
    {
      key: 'data',
      header: m.columns.data,
      render: (c) => (
        <div className="small">
          <div>Employees: {c.employeeCount}</div>
          <div>Clients: {c.clientCount}</div>
          <div>Invoices: {c.invoiceCount}</div>
        </div>
      ),
    },
    {
      key: 'status',
      header: m.columns.status,
      sortKey: 'status',
      render: (c) => (
        <div className="d-flex flex-wrap gap-1">
          <ActiveBadge active={c.isActive} />
          {!c.isSubscriptionActive ? <StatusBadge variant="danger">{m.expired}</StatusBadge> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: m.columns.actions,
      render: (c) => (
        <ButtonGroup size="sm" aria-label={`Actions for ${c.name}`}>
          <Button variant="outline-primary" disabled={!actions || actions.busyId === c.id} onClick={() => actions?.onSubscription(c)}>
            {m.actions.subscription}
          </Button>
          <Button variant="outline-secondary" disabled={!actions || actions.busyId === c.id} onClick={() => actions?.onBusinessModel(c)}>
            {m.actions.businessModel}
          </Button>
          <Button variant={c.isActive ? 'outline-warning' : 'outline-success'} disabled={!actions || actions.busyId === c.id} onClick={() => actions?.onToggle(c)}>
            {c.isActive ? m.actions.deactivate : m.actions.activate}
          </Button>
          <Button variant="outline-danger" disabled={!actions || actions.busyId === c.id} onClick={() => actions?.onReset(c)}>
            {m.actions.reset}
          </Button>
          <Link className="btn btn-outline-secondary" to={historyLink(c.id)} aria-label={m.historyOf(c.name)}>
            {m.actions.history}
          </Link>
        </ButtonGroup>
      ),
    },
  ];
}

function ResetWarning({ company }: { company: AdminCompany }) {
  return (
    <div>
      <p>{m.resetIntro(company.name)}</p>
      <ul>
        {m.resetItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mb-1">{m.resetKeeps}</p>
      <p className="fw-semibold text-danger mb-0">{m.resetCannotUndo}</p>
    </div>
  );
}

export function CompaniesPage() {
  // One page of companies (paged, sorted and searched on the server, the view in the URL) and the plans load side by
  // side; only a companies failure is an error.
  const list = useListParams({ defaultSort: 'name' });
  const companiesQuery = useQuery(companyQueries.page({ page: list.page, pageSize: LIST_PAGE_SIZE, sort: list.sort, search: list.search, status: list.status }));
  const plansQuery = useQuery(companyQueries.plans());
  const companies = companiesQuery.data?.items ?? [];
  const plans = plansQuery.data ?? [];
  const loading = companiesQuery.isFetching || plansQuery.isFetching;
  const error = companiesQuery.isError;
  const reload = () => Promise.all([companiesQuery.refetch(), plansQuery.refetch()]);
  const toggleStatus = useToggleCompanyStatus();
  const reset = useResetCompany();
  const subscription = useUpdateSubscription();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [subscriptionFor, setSubscriptionFor] = useState<AdminCompany | null>(null);
  const [resetFor, setResetFor] = useState<AdminCompany | null>(null);
  const [modelFor, setModelFor] = useState<AdminCompany | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();

  /** Runs an action; `failed(network, serverText)` words the error (network failures have no answer at all). */
  const run = async (
    company: AdminCompany,
    action: () => Promise<{ message?: string } | undefined>,
    failed: (network: boolean, text: string | undefined) => string,
  ) => {
    setBusyId(company.id);
    try {
      const result = await action();
      if (result?.message) showAlert('success', result.message, ALERT_MS);
    } catch (e) {
      showAlert('danger', failed(isNetworkError(e), errorMessage(e)), ALERT_MS);
    } finally {
      setBusyId(null);
    }
  };

  const onToggle = (company: AdminCompany) =>
    void run(company, () => toggleStatus.mutateAsync(company.id), (network) => (network ? m.toggleError : m.toggleFailed));

  const onReset = async (company: AdminCompany) => {
    const ok = await confirm({ title: m.resetTitle, message: <ResetWarning company={company} />, confirmText: m.resetContinue, variant: 'danger' });
    if (ok) setResetFor(company);
  };

  const onResetNameTyped = (typed: string) => {
    const company = resetFor;
    setResetFor(null);
    if (!company) return;
    if (!resetNameMatches(typed, company.name)) {
      showAlert('danger', m.resetNameMismatch, ALERT_MS);
      return;
    }
    void run(company, () => reset.mutateAsync(company.id), (network, text) => (network ? m.resetError : m.resetFailed(text ?? m.resetUnknown)));
  };

  const onSubscriptionSubmit = async (company: AdminCompany, body: UpdateSubscriptionRequest): Promise<string | null> => {
    try {
      const result = await subscription.mutateAsync({ id: company.id, body });
      setSubscriptionFor(null);
      if (result?.message) showAlert('success', result.message, ALERT_MS);
      return null;
    } catch (e) {
      if (isNetworkError(e)) return m.subscriptionError;
      const text = errorMessage(e);
      return text ? m.subscriptionFailed(text) : m.subscriptionError;
    }
  };

  const actions: CompanyActions = { onSubscription: setSubscriptionFor, onBusinessModel: setModelFor, onToggle, onReset: (c) => void onReset(c), busyId };

  return (
    <ListCard
      title={messages.companiesTitle}
      refreshLabel={m.refresh}
      loading={loading}
      onRefresh={() => void reload()}
      alert={alertElement}
      loadFailedText={error ? m.loadFailed : null}
    >
      <ListFilters
        list={list}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        statusLabel={m.statusFilterLabel}
        allStatuses={m.statusAll}
        statuses={[
          { value: 'active', label: m.statusActive },
          { value: 'inactive', label: m.statusInactive },
          { value: 'expired', label: m.statusExpired },
        ]}
      />
      <DataTable
        columns={companyColumns(plans, actions)}
        rows={companies}
        rowKey={(c) => c.id}
        loading={companiesQuery.isPending}
        loadingText={m.loading}
        emptyText={list.search || list.status ? m.emptyFiltered : m.empty}
        caption={messages.companiesTitle}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <Pager label={messages.companiesTitle} total={companiesQuery.data?.total ?? 0} pageSize={LIST_PAGE_SIZE} texts={messages.pager} disabled={companiesQuery.isFetching} />
      <Suspense fallback={null}>
        {subscriptionFor ? <SubscriptionModal company={subscriptionFor} plans={plans} onClose={() => setSubscriptionFor(null)} onSubmit={onSubscriptionSubmit} /> : null}
        {resetFor ? <ResetNameModal company={resetFor} onConfirm={onResetNameTyped} onCancel={() => setResetFor(null)} /> : null}
        {modelFor ? (
          <BusinessModelModal
            key={modelFor.id}
            company={modelFor}
            onSaved={(message) => {
              setModelFor(null);
              showAlert('success', message, ALERT_MS);
            }}
            onClose={() => setModelFor(null)}
          />
        ) : null}
      </Suspense>
      {confirmDialog}
    </ListCard>
  );
}
