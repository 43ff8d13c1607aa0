import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { errorMessage } from '@app/api-client';
import type { UserDto } from '@app/contracts';
import { formatDate, formatDateTime } from '@app/format';
import { ActiveBadge, DataTable, ListCard, Pager, StatusBadge, useConfirm, ListFilters, useListParams, useTimedAlert, type Column } from '@app/ui';
import { Link } from '@app/router';
import { historyLink, messages } from '../../../messages';
import { userQueries, useSendPasswordReset, useEndUserSessions, useToggleUserStatus } from '../api/queries';
import { LIST_PAGE_SIZE, fullName, initials, roleVariant } from '../rules';

const m = messages.users;
const ALERT_MS = 5000;

function SummaryCard({ label, value, variant }: { label: string; value: number | undefined; variant: string }) {
  return (
    <Card className={`text-center border-${variant}`} data-testid={`summary-${label}`}>
      <Card.Body className="py-2">
        <div className={`h4 mb-0 text-${variant}`}>{value ?? '-'}</div>
        <div className="small text-muted">{label}</div>
      </Card.Body>
    </Card>
  );
}

export function UsersManagement() {
  // One page (searched, filtered and sorted on the server, the view in the URL); the cards count every user.
  const list = useListParams({ defaultSort: '-createdAt' });
  const usersQuery = useQuery(userQueries.page({ page: list.page, pageSize: LIST_PAGE_SIZE, sort: list.sort, search: list.search, status: list.status }));
  const summaryQuery = useQuery(userQueries.summary());
  const users = usersQuery.data?.items ?? [];
  const summary = summaryQuery.data;
  const loading = usersQuery.isFetching || summaryQuery.isFetching;
  const error = usersQuery.isError;
  const reload = () => Promise.all([usersQuery.refetch(), summaryQuery.refetch()]);
  const toggleStatus = useToggleUserStatus();
  const passwordReset = useSendPasswordReset();
  const sessionsEnding = useEndUserSessions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();


  const toggle = async (user: UserDto) => {
    const deactivating = user.isActive;
    const ok = await confirm({
      title: deactivating ? m.confirmDeactivateTitle : m.confirmReactivateTitle,
      message: deactivating ? m.confirmDeactivate(fullName(user)) : m.confirmReactivate(fullName(user)),
      confirmText: deactivating ? m.deactivate : m.reactivate,
      variant: deactivating ? 'warning' : 'success',
    });
    if (!ok) return;
    setBusyId(user.id);
    try {
      const isActive = await toggleStatus.mutateAsync(user);
      showAlert('success', isActive ? m.reactivated : m.deactivated, ALERT_MS);
    } catch (e) {
      const text = errorMessage(e);
      showAlert('danger', text ? m.serverError(text) : m.statusError, ALERT_MS);
    } finally {
      setBusyId(null);
    }
  };

  const reset = async (user: UserDto) => {
    const ok = await confirm({ title: m.confirmResetTitle, message: m.confirmReset(user.email), confirmText: m.sendPasswordReset });
    if (!ok) return;
    setBusyId(user.id);
    try {
      await passwordReset.mutateAsync(user.id);
      showAlert('success', m.resetSent, ALERT_MS);
    } catch (e) {
      const text = errorMessage(e);
      showAlert('danger', text ? m.serverError(text) : m.resetError, ALERT_MS);
    } finally {
      setBusyId(null);
    }
  };

  const endSessions = async (user: UserDto) => {
    const ok = await confirm({ title: m.confirmEndSessionsTitle, message: m.confirmEndSessions(user.email), confirmText: m.endSessions, variant: 'danger' });
    if (!ok) return;
    setBusyId(user.id);
    try {
      showAlert('success', (await sessionsEnding.mutateAsync(user.id)).message, ALERT_MS);
    } catch (e) {
      const text = errorMessage(e);
      showAlert('danger', text ? m.serverError(text) : m.endSessionsError, ALERT_MS);
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<UserDto>[] = [
    {
      key: 'user',
      header: m.columns.user,
      sortKey: 'name',
      render: (u) => (
        <div className="d-flex align-items-center gap-2">
          <span
            className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center fw-semibold"
            style={{ width: 36, height: 36, flex: '0 0 36px' }}
            aria-hidden="true"
            data-testid="user-initials"
          >
            {initials(u)}
          </span>
          <div>
            <div className="fw-semibold">{fullName(u)}</div>
            <div className="small text-muted">{m.id(u.id)}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'email',
      header: m.columns.email,
      sortKey: 'email',
      render: (u) => (
        <span>
          {u.email}{' '}
          {u.emailConfirmed ? (
            <span className="text-success" role="img" aria-label={m.emailConfirmed} title={m.emailConfirmed}>
              &#10004;
            </span>
          ) : (
            <span className="text-warning" role="img" aria-label={m.emailNotConfirmed} title={m.emailNotConfirmed}>
              &#9888;
            </span>
          )}
        </span>
      ),
    },
    { key: 'role', header: m.columns.role, sortKey: 'role', render: (u) => <StatusBadge variant={roleVariant(u.role)}>{u.role}</StatusBadge> },
    {
      key: 'company',
      header: m.columns.company,
      sortKey: 'company',
      render: (u) => (u.companyName ? u.companyName : <span className="text-muted">{m.noCompany}</span>),
    },
    { key: 'status', header: m.columns.status, sortKey: 'status', render: (u) => <ActiveBadge active={u.isActive} /> },
    { key: 'lastLogin', header: m.columns.lastLogin, sortKey: 'lastLogin', render: (u) => (u.lastLoginDate ? formatDateTime(u.lastLoginDate) : m.never) },
    { key: 'created', header: m.columns.created, sortKey: 'createdAt', render: (u) => formatDate(u.createdAt) },
    {
      key: 'actions',
      header: m.columns.actions,
      render: (u) => (
        <div className="d-flex flex-wrap gap-1" aria-label={`Actions for ${u.email}`} role="group">
          <Button
            size="sm"
            variant={u.isActive ? 'outline-warning' : 'outline-success'}
            disabled={busyId === u.id}
            onClick={() => void toggle(u)}
          >
            {u.isActive ? m.deactivate : m.reactivate}
          </Button>
          <Button size="sm" variant="outline-primary" disabled={!u.isActive || busyId === u.id} onClick={() => void reset(u)}>
            {m.sendPasswordReset}
          </Button>
          <Button size="sm" variant="outline-danger" disabled={busyId === u.id} onClick={() => void endSessions(u)}>
            {m.endSessions}
          </Button>
          <Link className="btn btn-sm btn-outline-secondary" to={historyLink(u.id)} aria-label={m.historyOf(u.email)}>
            {m.history}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <ListCard
      title={messages.usersTitle}
      refreshLabel={m.refresh}
      loading={loading}
      onRefresh={() => void reload()}
      alert={alertElement}
      loadFailedText={error ? m.loadFailed : null}
    >
      <Row className="g-2 mb-3" xs={2} md={4}>
        {(
          [
            [m.cards.total, summary?.total, 'primary'],
            [m.cards.active, summary?.active, 'success'],
            [m.cards.inactive, summary?.inactive, 'secondary'],
            [m.cards.admins, summary?.administrators, 'danger'],
          ] as const
        ).map(([label, value, variant]) => (
          <Col key={label}>
            <SummaryCard label={label} value={value} variant={variant} />
          </Col>
        ))}
      </Row>
      <ListFilters
        list={list}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        statusLabel={m.statusFilterLabel}
        allStatuses={m.statusAll}
        statuses={[
          { value: 'active', label: m.statusActive },
          { value: 'inactive', label: m.statusInactive },
        ]}
      />
      <DataTable
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        loading={usersQuery.isPending}
        loadingText={m.loading}
        emptyText={list.search || list.status ? m.emptyFiltered : m.empty}
        caption={messages.usersTitle}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <Pager label={messages.usersTitle} total={usersQuery.data?.total ?? 0} pageSize={LIST_PAGE_SIZE} texts={messages.pager} disabled={usersQuery.isFetching} />
      {confirmDialog}
    </ListCard>
  );
}
