// Audit Log (issue 13): every admin action, sign-in and session event, newest first, paged and filtered on the
// server; the filters live in the URL (a company's or user's "History" link opens it filtered); a row opens the entry
// with its before/after; the same view exports as CSV.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { AuditChange, AuditEntry, AuditLogQuery } from '@app/contracts';
import { formatTimestamp } from '@app/format';
import { DataTable, ListCard, Pager, useListParams, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { auditLogApi, auditLogQueries } from '../api/auditLogApi';

const m = messages.auditLog;
export const AUDIT_PAGE_SIZE = 25;
const FILTERS = ['actor', 'action', 'targetId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
/** Action prefixes offered while typing (the field takes any action or prefix). */
const KNOWN_ACTIONS = ['auth.', 'company.', 'subscription.', 'user.', 'invitation.', 'business-model.', 'salary-component.', 'expense-category.', 'fiscal-parameters.', 'hmrc.', 'smtp.', 'pricing.', 'stripe.', 'notification.'];

/** "company: Acme Ltd", the type alone when the name is unknown, '' without a target. */
const targetText = (e: AuditEntry): string => (e.targetType ? `${e.targetType}${e.targetName ? `: ${e.targetName}` : ''}` : '');

const shown = (value: AuditChange['before']): string => (value === null ? m.none : String(value));

function ChangesTable({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <p className="text-muted mb-0">{m.noChanges}</p>;
  return (
    <Table size="sm" bordered>
      <caption className="visually-hidden">{m.diffCaption}</caption>
      <thead className="table-light">
        <tr>
          <th scope="col">{m.field}</th>
          <th scope="col">{m.before}</th>
          <th scope="col">{m.after}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <th scope="row" className="fw-normal">
              {c.field}
            </th>
            {c.secret ? (
              <td colSpan={2} className="fst-italic">
                {m.secretChanged}
              </td>
            ) : (
              <>
                <td className="text-danger-emphasis">{shown(c.before)}</td>
                <td className="text-success-emphasis">{shown(c.after)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function EntryDetails({ entry, onHide }: { entry: AuditEntry | null; onHide: () => void }) {
  return (
    <Modal show={entry !== null} onHide={onHide} size="lg" centered aria-labelledby="audit-entry-title">
      {entry ? (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="audit-entry-title">{m.detailsOf(entry.action)}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="row mb-3">
              <dt className="col-sm-3">{m.columns.when}</dt>
              <dd className="col-sm-9">{formatTimestamp(entry.occurredAt)}</dd>
              <dt className="col-sm-3">{m.columns.who}</dt>
              <dd className="col-sm-9">{entry.actorEmail ?? m.anonymous}</dd>
              <dt className="col-sm-3">{m.columns.target}</dt>
              <dd className="col-sm-9">{targetText(entry) || m.none}</dd>
              <dt className="col-sm-3">{m.targetIdLabel}</dt>
              <dd className="col-sm-9 font-monospace">{entry.targetId ?? m.none}</dd>
              <dt className="col-sm-3">{m.requestId}</dt>
              <dd className="col-sm-9 font-monospace">{entry.requestId ?? m.none}</dd>
              <dt className="col-sm-3">{m.columns.address}</dt>
              <dd className="col-sm-9">{entry.ipAddress ?? m.none}</dd>
            </dl>
            <ChangesTable changes={entry.changes} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onHide}>
              {m.close}
            </Button>
          </Modal.Footer>
        </>
      ) : null}
    </Modal>
  );
}

export function AuditLogPage() {
  // Page and filters live in the URL (a History link or a shared address opens the same view). No sort: the API
  // answers newest first.
  const list = useListParams({ defaultSort: '', filters: FILTERS });
  const page = list.page;
  const filters = list.filters as Filters;
  const applyFilters = (next: Filters) => list.setFilters(next);
  const [draft, setDraft] = useState<Filters>(filters);
  const [draftFor, setDraftFor] = useState(filters);
  // A link or Back changes the filters in the URL: the form follows.
  if (FILTERS.some((key) => draftFor[key] !== filters[key])) {
    setDraftFor(filters);
    setDraft(filters);
  }
  const request: AuditLogQuery = { page, pageSize: AUDIT_PAGE_SIZE, ...filters };
  const query = useQuery(auditLogQueries.page(request));
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  const { showAlert, alertElement } = useTimedAlert();
  const filtered = FILTERS.some((key) => filters[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyFilters(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Filters;
    setDraft(empty);
    applyFilters(empty);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await auditLogApi.exportCsv(request);
    } catch {
      showAlert('danger', m.exportFailed, 5000);
    } finally {
      setExporting(false);
    }
  };
  const field = (key: keyof Filters, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <Form.Group as={Col} md={key === 'from' || key === 'to' ? 2 : 3} controlId={`audit-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} {...extra} />
    </Form.Group>
  );

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: m.columns.when, render: (e) => <span className="text-nowrap">{formatTimestamp(e.occurredAt)}</span> },
    { key: 'who', header: m.columns.who, render: (e) => e.actorEmail ?? <span className="text-muted">{m.anonymous}</span> },
    { key: 'action', header: m.columns.action, render: (e) => <code>{e.action}</code> },
    { key: 'target', header: m.columns.target, render: (e) => targetText(e) },
    { key: 'address', header: m.columns.address, render: (e) => e.ipAddress ?? '' },
    {
      key: 'details',
      header: <span className="visually-hidden">{m.columns.details}</span>,
      render: (e) => (
        <Button size="sm" variant="outline-primary" onClick={() => setOpen(e)} aria-label={`${m.details}: ${e.action} ${formatTimestamp(e.occurredAt)}`}>
          {m.details}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="h5 mb-0">{m.title}</h2>
        <Button variant="outline-secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? m.exporting : m.exportCsv}
        </Button>
      </div>
      {alertElement}
      <Form onSubmit={submit} className="mb-3" aria-label={m.filters}>
        <Row className="g-2 align-items-end">
          {field('actor', m.actor)}
          {field('action', m.action, 'text', { list: 'audit-actions', placeholder: m.actionPlaceholder })}
          {field('targetId', m.targetId)}
          {field('from', m.from, 'date', draft.to ? { max: draft.to } : {})}
          {field('to', m.to, 'date', draft.from ? { min: draft.from } : {})}
          <Col md="auto" className="d-flex gap-2">
            <Button type="submit">{m.apply}</Button>
            <Button variant="outline-secondary" onClick={clear} disabled={!filtered && !FILTERS.some((key) => draft[key])}>
              {m.clear}
            </Button>
          </Col>
        </Row>
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </Form>
      <ListCard
        title={m.title}
        headingLevel={3}
        refreshLabel={m.refresh}
        loading={query.isFetching}
        onRefresh={() => void query.refetch()}
        loadFailedText={query.isError ? m.loadFailed : null}
      >
        <DataTable
          columns={columns}
          rows={query.data?.items}
          rowKey={(e) => e.id}
          loading={query.isPending}
          loadingText={m.loading}
          emptyText={filtered ? m.emptyFiltered : m.empty}
          caption={m.title}
          onRowOpen={setOpen}
        />
        <Pager label={m.title} total={query.data?.total ?? 0} pageSize={AUDIT_PAGE_SIZE} texts={messages.pager} disabled={query.isFetching} />
      </ListCard>
      <EntryDetails entry={open} onHide={() => setOpen(null)} />
    </div>
  );
}
