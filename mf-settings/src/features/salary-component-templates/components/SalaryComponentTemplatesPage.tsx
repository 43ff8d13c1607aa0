// Salary Component Templates (issue 14): the catalogue's list filtered by kind and status, add/edit in a dialog,
// deactivate/delete behind a confirmation, and "Create default components" / "Restore defaults".
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { failureText } from '@app/api-client';
import type { SalaryComponentTemplate } from '@app/contracts';
import { DataTable, ListCard, SelectField, useConfirm, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { salaryComponentQueries, useDeleteSalaryComponent, useSetSalaryComponentActive } from '../api/queries';
import type { SalaryComponentFilter } from '../api/salaryComponentsApi';
import { RestoreDefaultsDialog } from './RestoreDefaultsDialog';
import { SalaryComponentForm } from './SalaryComponentForm';

const t = messages.salaryComponents;
const ALERT_MS = 5000;

type Dialog = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; component: SalaryComponentTemplate } | { kind: 'restore' };

function treatment(c: SalaryComponentTemplate): string[] {
  const tags: Array<string | null> = [
    c.subjectToIncomeTax ? t.tagTax : null,
    c.subjectToEmployeeNi ? t.tagEmployeeNi : null,
    c.subjectToEmployerNi ? t.tagEmployerNi : null,
    c.pensionable ? t.tagPensionable : null,
    c.notional ? t.tagNotional : null,
    c.netPayDeduction ? t.tagNetPay : null,
    c.statutoryPayType,
  ];
  return tags.filter((x): x is string => !!x);
}

export function SalaryComponentTemplatesPage() {
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const filter: SalaryComponentFilter = {
    kind: kind === '' ? undefined : (kind as SalaryComponentFilter['kind']),
    active: status === '' ? undefined : status === 'active',
  };
  const list = useQuery(salaryComponentQueries.list(filter));
  // Every component, for the base of a percentage and to know whether the catalogue is empty.
  const everything = useQuery(salaryComponentQueries.list({}));
  const activation = useSetSalaryComponentActive();
  const deletion = useDeleteSalaryComponent();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();
  const catalogueEmpty = everything.data !== undefined && everything.data.length === 0;

  async function act(c: SalaryComponentTemplate, work: () => Promise<unknown>, fallback: string, done?: string) {
    setBusyId(c.id);
    try {
      await work();
      if (done) showAlert('success', done, ALERT_MS);
    } catch (error) {
      showAlert('danger', failureText(error, { network: t.networkError, fallback }), ALERT_MS);
    } finally {
      setBusyId(null);
    }
  }

  async function toggle(c: SalaryComponentTemplate) {
    if (c.isActive && !(await confirm({ title: t.deactivateTitle, message: t.deactivateConfirm(c.code), confirmText: t.deactivate, variant: 'warning' }))) return;
    await act(c, () => activation.mutateAsync({ id: c.id, active: !c.isActive }), t.statusFailed);
  }

  async function remove(c: SalaryComponentTemplate) {
    if (!(await confirm({ title: t.deleteTitle, message: t.deleteConfirm(c.code), confirmText: t.delete, variant: 'danger' }))) return;
    await act(c, () => deletion.mutateAsync(c.id), t.deleteFailed, t.deleted(c.code));
  }

  const columns: Column<SalaryComponentTemplate>[] = [
    {
      key: 'code',
      header: t.columnCode,
      render: (c) => (
        <>
          <code>{c.code}</code>
          {c.isDefault ? (
            <Badge bg="light" text="dark" className="ms-2">
              {t.defaultBadge}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'name', header: t.columnName, render: (c) => c.name },
    { key: 'kind', header: t.columnKind, render: (c) => t.kindLabels[c.kind] },
    {
      key: 'calculation',
      header: t.columnCalculation,
      render: (c) => (c.calculation === 'percentage' && c.baseComponentCode ? t.percentageOf(c.baseComponentCode) : t.calculationLabels[c.calculation]),
    },
    {
      key: 'treatment',
      header: t.columnTreatment,
      render: (c) =>
        treatment(c).map((tag) => (
          <Badge key={tag} bg="secondary" className="me-1">
            {tag}
          </Badge>
        )),
    },
    { key: 'fps', header: t.columnFps, render: (c) => c.fpsField },
    { key: 'status', header: t.columnStatus, render: (c) => <Badge bg={c.isActive ? 'success' : 'secondary'}>{c.isActive ? t.active : t.inactive}</Badge> },
    {
      key: 'actions',
      header: t.columnActions,
      render: (c) => (
        <ButtonGroup size="sm" aria-label={t.actionsFor(c.code)}>
          <Button variant="outline-primary" onClick={() => setDialog({ kind: 'edit', component: c })} disabled={busyId === c.id}>
            {t.edit}
          </Button>
          <Button variant={c.isActive ? 'outline-warning' : 'outline-success'} onClick={() => void toggle(c)} disabled={busyId === c.id}>
            {c.isActive ? t.deactivate : t.activate}
          </Button>
          <Button variant="outline-danger" onClick={() => void remove(c)} disabled={busyId === c.id}>
            {t.delete}
          </Button>
        </ButtonGroup>
      ),
    },
  ];

  const loadFailed = list.isError ? failureText(list.error, { network: t.networkError, fallback: t.loadFailed }) : null;
  const filtered = kind !== '' || status !== '';

  return (
    <ListCard
      title={messages.salaryComponentTemplatesTitle}
      refreshLabel={t.refresh}
      loading={list.isFetching}
      onRefresh={() => void list.refetch()}
      alert={alertElement}
      loadFailedText={loadFailed}
    >
      <p className="text-muted">{t.intro}</p>
      <Row className="align-items-end mb-2">
        <Col md={3}>
          <SelectField
            id="sc-filter-kind"
            label={t.filterKind}
            value={kind}
            onChange={setKind}
            placeholder={t.allKinds}
            options={[
              { value: 'payment', label: t.kindLabels.payment },
              { value: 'deduction', label: t.kindLabels.deduction },
            ]}
          />
        </Col>
        <Col md={3}>
          <SelectField
            id="sc-filter-active"
            label={t.filterActive}
            value={status}
            onChange={setStatus}
            placeholder={t.allStatuses}
            options={[
              { value: 'active', label: t.onlyActive },
              { value: 'inactive', label: t.onlyInactive },
            ]}
          />
        </Col>
        <Col className="d-flex gap-2 justify-content-end mb-3">
          {everything.data === undefined ? null : catalogueEmpty ? (
            <Button variant="success" onClick={() => setDialog({ kind: 'restore' })}>
              {t.createDefaults}
            </Button>
          ) : (
            <Button variant="outline-warning" onClick={() => setDialog({ kind: 'restore' })}>
              {t.restoreDefaults}
            </Button>
          )}
          <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t.add}
          </Button>
        </Col>
      </Row>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(c) => c.id}
        loading={list.isPending}
        emptyText={filtered ? t.emptyFiltered : t.empty}
        caption={messages.salaryComponentTemplatesTitle}
        rowClassName={(c) => (c.isActive ? undefined : 'text-muted')}
      />
      {dialog.kind === 'add' || dialog.kind === 'edit' ? (
        <SalaryComponentForm
          key={dialog.kind === 'edit' ? dialog.component.id : 'new'}
          editing={dialog.kind === 'edit' ? dialog.component : null}
          baseCodes={(everything.data ?? []).map((c) => c.code)}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      ) : null}
      {dialog.kind === 'restore' ? (
        <RestoreDefaultsDialog
          onClose={() => setDialog({ kind: 'closed' })}
          onRestored={(added, changed) => {
            setDialog({ kind: 'closed' });
            showAlert('success', t.restored(added, changed), ALERT_MS);
          }}
        />
      ) : null}
      {confirmDialog}
    </ListCard>
  );
}
