import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from './DataTable';
import { nextSort, useListParams } from './listParams';
import { renderAt } from './testing';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'id', header: 'Id' },
];

function List() {
  const list = useListParams({ defaultSort: 'name', debounceMs: 50 });
  return (
    <>
      <input aria-label="Search" value={list.searchInput} onChange={(e) => list.setSearchInput(e.target.value)} />
      <output aria-label="applied">{`${list.page}|${list.sort}|${list.search}|${list.status}`}</output>
      <button type="button" onClick={() => list.setStatus('inactive')}>
        Inactive
      </button>
      <DataTable columns={columns} rows={[{ id: '1', name: 'Acme' }]} rowKey={(r) => r.id} sort={list.sort} onSortChange={list.setSort} />
    </>
  );
}

it('nextSort: ascending first, then descending', () => {
  expect(nextSort('name', 'name')).toBe('-name');
  expect(nextSort('-name', 'name')).toBe('name');
  expect(nextSort('-createdAt', 'name')).toBe('name');
});

it('reads page, sort, search and status from the URL, so a shared link shows the same view', () => {
  renderAt('/list?page=3&sort=-name&q=acme&status=active', <List />);
  expect(screen.getByLabelText('applied')).toHaveTextContent('3|-name|acme|active');
  expect(screen.getByLabelText('Search')).toHaveValue('acme');
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
});

it('writes a new search after a pause, a sort or a status at once, each back to page 1', async () => {
  const user = userEvent.setup();
  const view = renderAt('/list?page=4', <List />);
  await user.type(screen.getByLabelText('Search'), 'north');
  expect(view.location().search).toBe('?page=4');
  await waitFor(() => expect(view.location().search).toBe('?q=north'));
  expect(screen.getByLabelText('applied')).toHaveTextContent('1|name|north|');

  await user.click(screen.getByRole('button', { name: /Name/ }));
  expect(view.location().search).toBe('?q=north&sort=-name');
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await user.click(screen.getByRole('button', { name: /Name/ }));
  expect(view.location().search).toBe('?q=north');
  await act(async () => screen.getByRole('button', { name: 'Inactive' }).click());
  expect(view.location().search).toBe('?q=north&status=inactive');
});

const FILTER_KEYS = ['actor', 'from'] as const;
function Filtered() {
  const list = useListParams({ defaultSort: 'name', filters: FILTER_KEYS });
  return (
    <>
      <output aria-label="filters">{`${list.page}|${list.filters.actor}|${list.filters.from}`}</output>
      <button type="button" onClick={() => list.setFilters({ actor: ' ada@ ', from: '' })}>
        Apply
      </button>
    </>
  );
}

it("reads a screen's own filters from the URL and writes them trimmed, empty ones removed, back to page 1", async () => {
  const view = renderAt('/list?page=2&from=2026-11-01&other=kept', <Filtered />);
  expect(screen.getByLabelText('filters')).toHaveTextContent('2||2026-11-01');
  await act(async () => screen.getByRole('button', { name: 'Apply' }).click());
  expect(view.location().search).toBe('?other=kept&actor=ada%40');
  expect(screen.getByLabelText('filters')).toHaveTextContent('1|ada@|');
});
