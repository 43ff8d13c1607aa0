// Business Models (issue 14): the catalogue with each model's features, defaults and companies; new / edit / clone in a
// dialog, make default and delete behind a confirmation, and the companies using a model with "Assign to companies".
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { failureText } from '@app/api-client';
import type { BusinessModelDto } from '@app/contracts';
import { DataTable, ListCard, useConfirm, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { businessModelQueries, useDeleteBusinessModel, useMakeDefaultBusinessModel } from '../api/queries';
import { defaultsSummary, enabledFeatureLabels } from '../rules';
import { BusinessModelForm } from './BusinessModelForm';
import { ModelCompaniesDialog } from './ModelCompaniesDialog';

const t = messages.businessModels;
const ALERT_MS = 5000;

type Dialog =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'edit'; model: BusinessModelDto }
  | { kind: 'clone'; model: BusinessModelDto }
  | { kind: 'companies'; model: BusinessModelDto };

export function BusinessModelsPage() {
  const list = useQuery(businessModelQueries.list());
  const deletion = useDeleteBusinessModel();
  const makeDefault = useMakeDefaultBusinessModel();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();
  const close = () => setDialog({ kind: 'closed' });

  async function act(m: BusinessModelDto, work: () => Promise<unknown>, fallback: string, done: string) {
    setBusyId(m.id);
    try {
      await work();
      showAlert('success', done, ALERT_MS);
    } catch (error) {
      showAlert('danger', failureText(error, { network: t.networkError, fallback }), ALERT_MS);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(m: BusinessModelDto) {
    if (!(await confirm({ title: t.deleteTitle, message: t.deleteConfirm(m.name), confirmText: t.delete, variant: 'danger' }))) return;
    await act(m, () => deletion.mutateAsync(m.id), t.deleteFailed, t.deleted(m.name));
  }

  async function setDefault(m: BusinessModelDto) {
    if (!(await confirm({ title: t.defaultTitle, message: t.defaultConfirm(m.name), confirmText: t.makeDefault, variant: 'warning' }))) return;
    await act(m, () => makeDefault.mutateAsync(m.id), t.defaultFailed, t.madeDefault(m.name));
  }

  const columns: Column<BusinessModelDto>[] = [
    {
      key: 'name',
      header: t.columnName,
      render: (m) => (
        <>
          <span className="fw-semibold">{m.name}</span>
          {m.isDefault ? (
            <Badge bg="primary" className="ms-2">
              {t.defaultBadge}
            </Badge>
          ) : null}
          {m.description ? <div className="small text-muted">{m.description}</div> : null}
        </>
      ),
    },
    {
      key: 'features',
      header: t.columnFeatures,
      render: (m) => {
        const labels = enabledFeatureLabels(m.features);
        return labels.length
          ? labels.map((label) => (
              <Badge key={label} bg="secondary" className="me-1">
                {label}
              </Badge>
            ))
          : <span className="text-muted">{t.noFeatures}</span>;
      },
    },
    {
      key: 'defaults',
      header: t.columnDefaults,
      render: (m) => (
        <div className="small">
          <div>{defaultsSummary(m)}</div>
          <div className="text-muted">
            {t.componentsSummary(m.defaults.salaryComponentCodes.length)} · {t.categoriesSummary(m.expenseCategories.length)}
          </div>
        </div>
      ),
    },
    {
      key: 'companies',
      header: t.columnCompanies,
      render: (m) => (
        <Button size="sm" variant="link" className="p-0" onClick={() => setDialog({ kind: 'companies', model: m })}>
          {t.companiesButton(m.companyCount)}
        </Button>
      ),
    },
    {
      key: 'actions',
      header: t.columnActions,
      render: (m) => (
        <ButtonGroup size="sm" aria-label={t.actionsFor(m.name)}>
          <Button variant="outline-primary" onClick={() => setDialog({ kind: 'edit', model: m })} disabled={busyId === m.id}>
            {t.edit}
          </Button>
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'clone', model: m })} disabled={busyId === m.id}>
            {t.clone}
          </Button>
          {m.isDefault ? null : (
            <Button variant="outline-warning" onClick={() => void setDefault(m)} disabled={busyId === m.id}>
              {t.makeDefault}
            </Button>
          )}
          <Button variant="outline-danger" onClick={() => void remove(m)} disabled={busyId === m.id}>
            {t.delete}
          </Button>
        </ButtonGroup>
      ),
    },
  ];

  const loadFailed = list.isError ? failureText(list.error, { network: t.networkError, fallback: t.loadFailed }) : null;

  return (
    <ListCard title={messages.businessModelsTitle} refreshLabel={t.refresh} loading={list.isFetching} onRefresh={() => void list.refetch()} alert={alertElement} loadFailedText={loadFailed}>
      <p className="text-muted">{t.intro}</p>
      <div className="d-flex justify-content-end mb-3">
        <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
          {t.add}
        </Button>
      </div>
      <DataTable columns={columns} rows={list.data} rowKey={(m) => m.id} loading={list.isPending} emptyText={t.empty} caption={messages.businessModelsTitle} />
      {dialog.kind === 'add' || dialog.kind === 'edit' || dialog.kind === 'clone' ? (
        <BusinessModelForm
          key={`${dialog.kind}-${dialog.kind === 'add' ? 'new' : dialog.model.id}`}
          source={dialog.kind === 'add' ? null : dialog.model}
          clone={dialog.kind === 'clone'}
          onSaved={(m) => {
            close();
            showAlert('success', t.saved(m.name), ALERT_MS);
          }}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'companies' ? (
        <ModelCompaniesDialog
          model={dialog.model}
          onDone={(message) => showAlert('success', message, ALERT_MS)}
          onClose={close}
        />
      ) : null}
      {confirmDialog}
    </ListCard>
  );
}
