// The companies using a business model (paged on the server) and "Assign to companies" (search, tick, assign).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { failureText } from '@app/api-client';
import type { BusinessModelCompanyDto, BusinessModelDto } from '@app/contracts';
import { DataTable, Pager, SEARCH_DEBOUNCE_MS, usePageParam, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { businessModelQueries, useAssignBusinessModel } from '../api/queries';
import { overridesSummary } from '../rules';

const t = messages.businessModels;
const PAGE_SIZE = 10;
const PAGE_PARAM = 'modelCompaniesPage';
/** At most this many search matches are listed to tick (refine the search for others). */
const MAX_CHOICES = 50;

export function ModelCompaniesDialog({ model, onDone, onClose }: { model: BusinessModelDto; onDone: (message: string) => void; onClose: () => void }) {
  const [page, setPage] = usePageParam(PAGE_PARAM);
  const companies = useQuery(businessModelQueries.companies(model.id, page, PAGE_SIZE));
  const assign = useAssignBusinessModel();
  const [search, setSearch] = useState('');
  // The companies matching the search, asked of the server after a pause in typing.
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = useQuery(businessModelQueries.companyChoices(term, MAX_CHOICES));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const matches = choices.data ?? [];
  const using = new Set((companies.data?.items ?? []).filter((c) => c.assigned).map((c) => c.id));

  function close() {
    setPage(1, { replace: true });
    onClose();
  }

  async function submit() {
    setError(null);
    setNotice(null);
    try {
      const { message } = await assign.mutateAsync({ id: model.id, companyIds: chosen });
      setChosen([]);
      setNotice(message);
      onDone(message);
    } catch (e) {
      setError(failureText(e, { network: t.networkError, fallback: t.assignFailed }));
    }
  }

  const columns: Column<BusinessModelCompanyDto>[] = [
    { key: 'name', header: t.companyColumn, render: (c) => c.name },
    { key: 'status', header: t.statusColumn, render: (c) => <Badge bg={c.isActive ? 'success' : 'secondary'}>{c.isActive ? t.active : t.inactive}</Badge> },
    {
      key: 'assignment',
      header: t.assignmentColumn,
      render: (c) => (
        <>
          {c.assigned ? t.assigned : t.byDefault}
          {overridesSummary(c.featureOverrides) ? <div className="small text-muted">{overridesSummary(c.featureOverrides)}</div> : null}
        </>
      ),
    },
  ];

  return (
    <Modal show onHide={close} size="lg" aria-labelledby="model-companies-title">
      <Modal.Header closeButton>
        <Modal.Title id="model-companies-title">{t.companiesTitle(model.name)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {companies.isError ? <Alert variant="danger">{failureText(companies.error, { network: t.networkError, fallback: t.companiesLoadFailed })}</Alert> : null}
        <DataTable columns={columns} rows={companies.data?.items} rowKey={(c) => c.id} loading={companies.isPending} emptyText={t.companiesEmpty} caption={t.companiesTitle(model.name)} />
        <Pager
          label={t.companiesTitle(model.name)}
          total={companies.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          param={PAGE_PARAM}
          disabled={companies.isFetching}
          texts={{ previous: t.previous, next: t.next, page: t.pageOf }}
        />
        <section aria-labelledby="assign-heading" className="mt-3">
          <h3 id="assign-heading" className="fs-6 fw-semibold">
            {t.assignHeading}
          </h3>
          <Form.Text muted className="d-block mb-2">
            {t.assignHint}
          </Form.Text>
          {error ? (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          {notice ? (
            <Alert variant="success" role="status">
              {notice}
            </Alert>
          ) : null}
          <Form.Control type="search" aria-label={t.searchCompanies} placeholder={t.searchCompanies} value={search} onChange={(e) => setSearch(e.target.value)} className="mb-2" />
          <div className="border rounded px-2 py-1 mb-2" style={{ maxHeight: 200, overflowY: 'auto' }}>
            {choices.isSuccess && matches.length === 0 ? <p className="text-muted small mb-0">{t.noMatches}</p> : null}
            {matches.map((c) => (
              <Form.Check
                key={c.id}
                id={`assign-${c.id}`}
                label={using.has(c.id) ? `${c.name} (${t.alreadyUsing})` : c.name}
                checked={chosen.includes(c.id)}
                onChange={(e) => setChosen((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))}
              />
            ))}
          </div>
          <Button variant="primary" disabled={chosen.length === 0 || assign.isPending} onClick={() => void submit()}>
            {assign.isPending ? t.assigning : t.assign(chosen.length)}
          </Button>
        </section>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          {t.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
