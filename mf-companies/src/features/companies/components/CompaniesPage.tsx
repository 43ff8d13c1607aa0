import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import { SubscriptionPlan, type AdminCompany, type SubscriptionPlanInfo } from '@app/contracts';
import { formatDate, formatMoney } from '@app/format';
import { ActiveBadge, DataTable, StatusBadge, StorageBar, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { useCompanies } from '../hooks/useCompanies';

const m = messages.companies;

function planFor(plans: SubscriptionPlanInfo[], plan: SubscriptionPlan): SubscriptionPlanInfo | undefined {
  return plans.find((p) => p.plan === plan);
}

function planName(company: AdminCompany, plan: SubscriptionPlanInfo | undefined): string {
  return plan?.name ?? (company.subscriptionPlan === SubscriptionPlan.Premium ? 'Premium' : 'Standard');
}

export function companyColumns(plans: SubscriptionPlanInfo[]): Column<AdminCompany>[] {
  return [
    {
      key: 'company',
      header: m.columns.company,
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
      // Read-only for now: the write actions arrive with a later task.
      render: (c) => (
        <ButtonGroup size="sm" aria-label={`Actions for ${c.name}`}>
          <Button variant="outline-primary" disabled>
            {m.actions.subscription}
          </Button>
          <Button variant={c.isActive ? 'outline-warning' : 'outline-success'} disabled>
            {c.isActive ? m.actions.deactivate : m.actions.activate}
          </Button>
          <Button variant="outline-danger" disabled>
            {m.actions.reset}
          </Button>
        </ButtonGroup>
      ),
    },
  ];
}

export function CompaniesPage() {
  const { companies, plans, loading, error } = useCompanies();
  return (
    <Card>
      <Card.Header as="h2" className="h5 mb-0">
        {messages.companiesTitle}
      </Card.Header>
      <Card.Body>
        {error ? <Alert variant="danger">{m.loadFailed}</Alert> : null}
        <DataTable
          columns={companyColumns(plans)}
          rows={companies}
          rowKey={(c) => c.id}
          loading={loading}
          loadingText={m.loading}
          emptyText={m.empty}
          caption={messages.companiesTitle}
        />
      </Card.Body>
    </Card>
  );
}
