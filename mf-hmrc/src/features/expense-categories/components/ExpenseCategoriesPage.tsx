import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { errorMessage, fieldErrors as fieldErrorsOf } from '@app/api-client';
import type { ExpenseCategoryDto, ExpenseCategoryInput } from '@app/contracts';
import { ActiveBadge, DataTable, useConfirm, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import {
  expenseCategoryQueries,
  useDeleteExpenseCategory,
  useSaveExpenseCategory,
  useSeedExpenseCategories,
  useUpdateCt600Mappings,
} from '../api/queries';
import { failureReason } from '../rules';
import { ExpenseCategoryForm } from './ExpenseCategoryForm';

const m = messages.expenseCategories;
const SUCCESS_MS = 3000;
const ERROR_MS = 5000;

type Editing = { category: ExpenseCategoryDto | null } | null;

export function ExpenseCategoriesPage() {
  // A failed load stays reported while reloading, until a load succeeds.
  const { data, isFetching, isError: error } = useQuery(expenseCategoryQueries.list());
  const categories = data ?? [];
  const loaded = data !== undefined;
  const saveCategory = useSaveExpenseCategory();
  const deleteCategory = useDeleteExpenseCategory();
  const seedCategories = useSeedExpenseCategories();
  const updateMappingsOf = useUpdateCt600Mappings();
  const { showAlert, alertElement } = useTimedAlert();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const openForm = (category: ExpenseCategoryDto | null) => {
    setFieldErrors({});
    setEditing({ category });
  };

  const save = async (input: ExpenseCategoryInput) => {
    if (!editing) return;
    setSaving(true);
    setFieldErrors({});
    try {
      await saveCategory.mutateAsync({ id: editing.category?.id ?? null, input });
      setEditing(null);
      showAlert('success', m.saved, SUCCESS_MS);
    } catch (e) {
      const text = errorMessage(e);
      setFieldErrors(fieldErrorsOf(e));
      showAlert('danger', text ? m.saveError(text) : m.saveFailed, ERROR_MS);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (category: ExpenseCategoryDto) => {
    const ok = await confirm({ title: m.confirmDeleteTitle, message: m.confirmDelete(category.name), confirmText: m.delete, variant: 'danger' });
    if (!ok) return;
    try {
      await deleteCategory.mutateAsync(category.id);
      if (editing?.category?.id === category.id) setEditing(null);
      showAlert('success', m.deleted, SUCCESS_MS);
    } catch (e) {
      const text = errorMessage(e);
      showAlert('danger', text ? m.deleteFailedWith(text) : m.deleteFailed, ERROR_MS);
    }
  };

  const seed = async () => {
    if (!(await confirm({ title: m.confirmSeedTitle, message: m.confirmSeed, confirmText: m.createDefaults }))) return;
    setBusy(true);
    try {
      await seedCategories.mutateAsync();
      showAlert('success', m.seeded, SUCCESS_MS);
    } catch (e) {
      showAlert('danger', m.seedFailed(failureReason(e)), ERROR_MS);
    } finally {
      setBusy(false);
    }
  };

  const updateMappings = async () => {
    if (!(await confirm({ title: m.confirmUpdateTitle, message: m.confirmUpdate, confirmText: m.updateMappings }))) return;
    setBusy(true);
    try {
      const { message } = await updateMappingsOf.mutateAsync();
      showAlert('success', message, SUCCESS_MS);
    } catch (e) {
      showAlert('danger', m.updateFailed(failureReason(e)), ERROR_MS);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ExpenseCategoryDto>[] = [
    { key: 'name', header: m.columns.name, render: (c) => <span className="fw-semibold">{c.name}</span> },
    { key: 'description', header: m.columns.description, render: (c) => c.description },
    {
      key: 'ct600Box',
      header: m.columns.ct600Box,
      render: (c) =>
        c.cT600BoxNumber ? (
          <Badge bg="info" text="dark">
            {m.box(c.cT600BoxNumber)}
          </Badge>
        ) : (
          <span className="text-muted">{m.noBox}</span>
        ),
    },
    { key: 'ct600Description', header: m.columns.ct600Description, render: (c) => c.cT600Description ?? '' },
    { key: 'status', header: m.columns.status, render: (c) => <ActiveBadge active={c.isActive} /> },
    {
      key: 'actions',
      header: m.columns.actions,
      className: 'text-nowrap',
      render: (c) => (
        <div className="d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => openForm(c)} aria-label={`${m.edit} ${c.name}`}>
            {m.edit}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => void remove(c)} aria-label={`${m.delete} ${c.name}`}>
            {m.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{messages.expenseCategoriesTitle}</h1>
        <div className="d-flex gap-2">
          {loaded && categories.length === 0 ? (
            <Button variant="success" onClick={() => void seed()} disabled={busy}>
              {m.createDefaults}
            </Button>
          ) : null}
          {categories.length > 0 ? (
            <Button variant="outline-secondary" onClick={() => void updateMappings()} disabled={busy}>
              {m.updateMappings}
            </Button>
          ) : null}
          <Button onClick={() => openForm(null)}>{m.addCategory}</Button>
        </div>
      </div>
      {alertElement}
      {error ? <div className="alert alert-warning">{m.loadFailed}</div> : null}
      {editing ? (
        <ExpenseCategoryForm
          key={editing.category?.id ?? 'new'}
          category={editing.category}
          saving={saving}
          fieldErrors={fieldErrors}
          onSubmit={(input) => void save(input)}
          onInvalid={() => showAlert('danger', m.requiredFields, ERROR_MS)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        columns={columns}
        rows={categories}
        rowKey={(c) => c.id}
        loading={isFetching && !loaded}
        loadingText={m.loading}
        emptyText={m.empty}
        caption={messages.expenseCategoriesTitle}
      />
      {confirmDialog}
    </div>
  );
}
