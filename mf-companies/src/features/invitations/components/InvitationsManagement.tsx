import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { AdminCompany, Invitation } from '@app/contracts';
import { invitationType } from '@app/contracts';
import { formatDate, formatDateTime } from '@app/format';
import { DataTable, ListCard, Pager, StatusBadge, useConfirm, ListFilters, useListParams, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { invitationQueries, useRevokeInvitation } from '../api/queries';
import { LIST_PAGE_SIZE, canAct, linkFor, statusOf, statusVariant } from '../rules';
import { CompanyInviteForm, UserInviteForm } from './InviteForms';

const m = messages.invitations;
/** Errors clear after 5 seconds, successes after 3 seconds. */
export const ERROR_CLEAR_MS = 5000;
export const SUCCESS_CLEAR_MS = 3000;

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** `companies`: the user-invitation form's choices (name and user count), by name. */
export function InvitationsManagement({ companies }: { companies: AdminCompany[] }) {
  // One page (searched, filtered and sorted on the server, the view in the URL), newest first.
  const list = useListParams({ defaultSort: '-createdAt' });
  const query = useQuery(invitationQueries.page({ page: list.page, pageSize: LIST_PAGE_SIZE, sort: list.sort, search: list.search, status: list.status }));
  const { isFetching: loading, isError: error, refetch: reload } = query;
  const invitations = query.data?.items ?? [];
  const revocation = useRevokeInvitation();
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();

  const success = useCallback((text: string) => showAlert('success', text, SUCCESS_CLEAR_MS), [showAlert]);
  const failure = useCallback((text: string) => showAlert('danger', text, ERROR_CLEAR_MS), [showAlert]);

  const onCreated = useCallback((_result: unknown, text: string) => success(text), [success]);

  const copy = async (invitation: Invitation) => {
    try {
      await copyText(linkFor(invitation, window.location.origin));
      success(m.copied);
    } catch {
      failure(m.copyFailed);
    }
  };

  const revoke = async (invitation: Invitation) => {
    const ok = await confirm({ title: m.confirmRevokeTitle, message: m.confirmRevoke(invitation.email), confirmText: m.revoke, variant: 'danger' });
    if (!ok) return;
    try {
      await revocation.mutateAsync(invitation.id);
      success(m.revoked);
    } catch {
      failure(m.revokeFailed);
    }
  };

  const columns: Column<Invitation>[] = [
    { key: 'email', header: m.columns.email, sortKey: 'email', render: (i) => i.email },
    {
      key: 'type',
      header: m.columns.type,
      render: (i) => {
        const type = invitationType(i);
        return <StatusBadge variant={type === 'User' ? 'info' : 'primary'}>{m.types[type]}</StatusBadge>;
      },
    },
    { key: 'company', header: m.columns.company, sortKey: 'company', render: (i) => i.companyName ?? <span className="text-muted">{m.newCompany}</span> },
    { key: 'role', header: m.columns.role, sortKey: 'role', render: (i) => i.role },
    { key: 'created', header: m.columns.created, sortKey: 'createdAt', render: (i) => formatDate(i.createdAt) },
    { key: 'expires', header: m.columns.expires, sortKey: 'expiresAt', render: (i) => formatDateTime(i.expiresAt) },
    {
      key: 'status',
      header: m.columns.status,
      render: (i) => {
        const status = statusOf(i);
        return <StatusBadge variant={statusVariant(status)}>{m.statuses[status]}</StatusBadge>;
      },
    },
    {
      key: 'actions',
      header: m.columns.actions,
      render: (i) =>
        canAct(i) ? (
          <div className="d-flex gap-1" role="group" aria-label={`Actions for ${i.email}`}>
            <Button size="sm" variant="outline-primary" onClick={() => void copy(i)}>
              {m.copyLink}
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => void revoke(i)}>
              {m.revoke}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <div>
      <h2 className="h5 mb-3">{messages.invitationsTitle}</h2>
      {alertElement}
      <Row className="g-3 mb-3">
        <Col md={6}>
          <CompanyInviteForm onCreated={onCreated} onError={failure} />
        </Col>
        <Col md={6}>
          <UserInviteForm companies={companies} onCreated={onCreated} onError={failure} />
        </Col>
      </Row>
      <ListCard
        title={m.recentTitle}
        headingLevel={3}
        refreshLabel={m.refresh}
        loading={loading}
        onRefresh={() => void reload()}
        loadFailedText={error ? m.loadFailed : null}
      >
        <ListFilters
          list={list}
          searchLabel={m.searchLabel}
          searchPlaceholder={m.searchPlaceholder}
          statusLabel={m.statusFilterLabel}
          allStatuses={m.statusAll}
          statuses={(['Pending', 'Used', 'Expired', 'Revoked'] as const).map((s) => ({ value: s.toLowerCase(), label: m.statuses[s] }))}
        />
        <DataTable
          columns={columns}
          rows={invitations}
          rowKey={(i) => i.id}
          loading={query.isPending}
          loadingText={m.loading}
          emptyText={list.search || list.status ? m.emptyFiltered : m.empty}
          caption={m.recentTitle}
          sort={list.sort}
          onSortChange={list.setSort}
        />
        <Pager label={m.recentTitle} total={query.data?.total ?? 0} pageSize={LIST_PAGE_SIZE} texts={messages.pager} disabled={loading} />
      </ListCard>
      {confirmDialog}
    </div>
  );
}
