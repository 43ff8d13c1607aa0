import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { errorMessage, fieldErrors as fieldErrorsOf } from '@app/api-client';
import { nextTaxYear, ukDate, type FiscalYearParametersDto, type FiscalYearParametersInput } from '@app/contracts';
import { formatDate, formatMoney } from '@app/format';
import { DataTable, LoadingSpinner, useConfirm, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { fiscalParameterQueries, useCreateNextTaxYear, useUpdateTaxYear } from '../api/queries';
import { defaultYear, yearStatus, type YearStatus } from '../rules';
import { FiscalYearForm } from './FiscalYearForm';
import { YearCard } from './YearCard';
import { YearHistory } from './YearHistory';

const m = messages.fiscalParameters;
const SUCCESS_MS = 3000;
const ERROR_MS = 6000;
const STATUS_VARIANT: Record<YearStatus, string> = { current: 'success', started: 'secondary', notStarted: 'info' };

type Editing = { mode: 'create'; source: FiscalYearParametersDto; taxYear: string } | { mode: 'edit'; year: FiscalYearParametersDto } | null;

function StatusBadge({ status }: { status: YearStatus }) {
  return (
    <Badge bg={STATUS_VARIANT[status]} title={m.statusHint[status]} className="fs-6 fw-normal">
      {m.status[status]}
    </Badge>
  );
}

export function FiscalParametersPage() {
  const { data, isPending: loading, isError: error } = useQuery(fiscalParameterQueries.years());
  const years = data ?? [];
  const today = ukDate(new Date());
  const createYear = useCreateNextTaxYear();
  const updateYear = useUpdateTaxYear();
  const { showAlert, alertElement } = useTimedAlert();
  const [confirm, confirmDialog] = useConfirm();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const shown = years.find((y) => y.taxYear === selected) ?? defaultYear(years, today);
  const latest = years.at(-1);
  const open = (next: Editing) => {
    setFieldErrors({});
    setEditing(next);
  };

  const save = async (input: FiscalYearParametersInput) => {
    if (!editing) return;
    const taxYear = editing.mode === 'create' ? editing.taxYear : editing.year.taxYear;
    const ok = await confirm(
      editing.mode === 'create'
        ? { title: m.confirmCreateTitle, message: m.confirmCreate(taxYear), confirmText: m.save }
        : { title: m.confirmEditTitle, message: m.confirmEdit(taxYear), confirmText: m.save },
    );
    if (!ok) return;
    setSaving(true);
    setFieldErrors({});
    try {
      if (editing.mode === 'create') await createYear.mutateAsync({ source: editing.source.taxYear, taxYear, input });
      else await updateYear.mutateAsync({ taxYear, input });
      setEditing(null);
      setSelected(taxYear);
      showAlert('success', editing.mode === 'create' ? m.created(taxYear) : m.saved(taxYear), SUCCESS_MS);
    } catch (e) {
      const errors = fieldErrorsOf(e);
      const text = errorMessage(e);
      setFieldErrors(errors);
      showAlert('danger', Object.keys(errors).length ? m.fixFields : text ? m.saveError(text) : m.saveFailed, ERROR_MS);
    } finally {
      setSaving(false);
    }
  };

  const invalid = (errors: Record<string, string>) => {
    setFieldErrors(errors);
    showAlert('danger', m.fixFields, ERROR_MS);
  };

  const columns: Column<FiscalYearParametersDto>[] = [
    { key: 'taxYear', header: m.yearColumns.taxYear, className: 'fw-semibold', render: (y) => y.taxYear },
    { key: 'period', header: m.yearColumns.period, className: 'text-nowrap', render: (y) => `${formatDate(y.startDate)} – ${formatDate(y.endDate)}` },
    { key: 'allowance', header: m.yearColumns.personalAllowance, className: 'text-end', render: (y) => formatMoney(y.personalAllowance, 'GBP', 'en-GB') },
    { key: 'code', header: m.yearColumns.emergencyTaxCode, render: (y) => y.emergencyTaxCode },
    { key: 'status', header: m.yearColumns.status, render: (y) => <StatusBadge status={yearStatus(y, today)} /> },
    {
      key: 'actions',
      header: m.yearColumns.actions,
      className: 'text-end text-nowrap',
      render: (y) => (
        <>
          <Button size="sm" variant="outline-primary" className="me-1" aria-label={m.viewYear(y.taxYear)} disabled={!!editing} onClick={() => setSelected(y.taxYear)}>
            {m.view}
          </Button>
          {yearStatus(y, today) === 'notStarted' ? (
            <Button size="sm" variant="outline-secondary" aria-label={m.editYear(y.taxYear)} disabled={!!editing} onClick={() => open({ mode: 'edit', year: y })}>
              {m.edit}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <div>
          <h1 className="h3 mb-1">{messages.fiscalParametersTitle}</h1>
          <p className="text-muted">{m.intro}</p>
        </div>
        {latest && !editing ? (
          <Button onClick={() => open({ mode: 'create', source: latest, taxYear: nextTaxYear(latest.taxYear) })}>{m.createNext(nextTaxYear(latest.taxYear))}</Button>
        ) : null}
      </div>
      {alertElement}
      {confirmDialog}
      {loading ? <LoadingSpinner label={m.loading} center /> : null}
      {error ? <div className="alert alert-warning">{m.loadFailed}</div> : null}
      {!loading && !error && years.length === 0 ? <p className="text-muted">{m.empty}</p> : null}
      {years.length > 0 ? (
        <div className="mb-4">
          <DataTable columns={columns} rows={years} rowKey={(y) => y.taxYear} caption={m.years} />
        </div>
      ) : null}
      {editing ? (
        <FiscalYearForm
          key={editing.mode === 'create' ? `new-${editing.taxYear}` : editing.year.taxYear}
          title={editing.mode === 'create' ? m.createTitle(editing.taxYear, editing.source.taxYear) : m.editTitle(editing.year.taxYear)}
          initial={editing.mode === 'create' ? editing.source : editing.year}
          saving={saving}
          fieldErrors={fieldErrors}
          onSubmit={(input) => void save(input)}
          onInvalid={invalid}
          onCancel={() => setEditing(null)}
        />
      ) : shown ? (
        <YearCard year={shown} badge={<StatusBadge status={yearStatus(shown, today)} />}>
          {yearStatus(shown, today) === 'notStarted' ? null : <p className="text-muted small mb-0">{m.readOnly(shown.taxYear)}</p>}
          <YearHistory taxYear={shown.taxYear} />
        </YearCard>
      ) : null}
    </div>
  );
}
