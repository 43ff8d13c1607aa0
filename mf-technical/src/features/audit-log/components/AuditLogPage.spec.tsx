import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { AuditEntry } from '@app/contracts';
import { MemoryRouter, useLocation } from '@app/router';
import { QueryRoot } from '@app/ui';
import { AuditLogPage } from './AuditLogPage';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  occurredAt: '2026-11-24T14:03:12Z',
  actorId: 'a1',
  actorEmail: 'admin@example.com',
  action: 'company.deactivated',
  targetType: 'company',
  targetId: 'c1',
  targetName: 'Acme Ltd',
  requestId: 'req-1',
  ipAddress: '10.0.0.7',
  changes: [{ field: 'isActive', before: true, after: false }],
  ...over,
});

const deactivated = entry({});
const smtp = entry({ id: 'e2', action: 'smtp.updated', targetType: 'smtp-configuration', targetName: null, changes: [{ field: 'host', before: 'old.example', after: 'new.example' }, { field: 'password', before: null, after: null, secret: true }] });

let http: HttpMock;
let location = '';
function Where() {
  location = useLocation().search;
  return null;
}
function renderPage(url = '/admin/audit-log') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryRoot>
        <AuditLogPage />
        <Where />
      </QueryRoot>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  http = mockHttp().on('GET', '/api/admin/audit-log', (config) => {
    const params = config.params as Record<string, string>;
    if (params.action === 'nothing.') return { status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } };
    return { status: 200, data: { items: [deactivated, smtp], total: 60, page: Number(params.page), pageSize: 25 } };
  });
});
afterEach(() => http.restore());

const lastParams = () => http.calls.filter((c) => c.url === '/api/admin/audit-log').at(-1)!.params as Record<string, unknown>;

test('lists entries newest first with en-GB times, who, action, target and address; pages on the server', async () => {
  renderPage();
  await screen.findByText('company.deactivated');
  const table = screen.getByRole('table', { name: 'Audit Log' });
  const row = within(table).getByText('company.deactivated').closest('tr')!;
  expect(within(row).getByText('24/11/2026 14:03:12')).toBeInTheDocument();
  expect(within(row).getByText('admin@example.com')).toBeInTheDocument();
  expect(within(row).getByText('company: Acme Ltd')).toBeInTheDocument();
  expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
  expect(lastParams()).toEqual({ page: 1, pageSize: 25 });
  expect(screen.getByText('Showing 1-25 of 60')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(lastParams()).toEqual({ page: 2, pageSize: 25 }));
  expect(new URLSearchParams(location).get('page')).toBe('2');
  expect(await screen.findByText('Showing 26-50 of 60')).toBeInTheDocument();
});

test('a page that cannot be loaded says so', async () => {
  http.restore();
  http = mockHttp().on('GET', '/api/admin/audit-log', { status: 500, data: { message: 'boom' } });
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage();
  expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
  log.mockRestore();
});

test('filters go to the URL and to the request; Clear removes them; an empty result says so', async () => {
  renderPage();
  await screen.findByText('company.deactivated');
  await userEvent.type(screen.getByLabelText('Who (e-mail or user id)'), 'admin@');
  await userEvent.type(screen.getByLabelText('Action'), 'company.');
  await userEvent.type(screen.getByLabelText('Target id'), 'c1');
  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('To'), '2026-11-24{Enter}');
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 25, actor: 'admin@', action: 'company.', targetId: 'c1', from: '2026-11-01', to: '2026-11-24' }));
  expect(new URLSearchParams(location).get('action')).toBe('company.');
  // The date pickers keep From before To.
  expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-24');
  expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 25 }));
  expect(location).toBe('');
  await userEvent.type(screen.getByLabelText('Action'), 'nothing.{Enter}');
  expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
});

test('a History link opens the log filtered on its target', async () => {
  renderPage('/admin/audit-log?targetId=c1');
  await screen.findByText('company.deactivated');
  expect(lastParams()).toEqual({ page: 1, pageSize: 25, targetId: 'c1' });
  expect(screen.getByLabelText('Target id')).toHaveValue('c1');
});

test('Details opens the entry with its before/after; a secret shows "changed", never a value', async () => {
  renderPage();
  await screen.findByText('smtp.updated');
  await userEvent.click(screen.getAllByRole('button', { name: /^Details: smtp\.updated/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Details of smtp.updated' });
  const diff = within(dialog).getByRole('table', { name: 'Fields changed' });
  expect(within(diff).getByRole('row', { name: 'host old.example new.example' })).toBeInTheDocument();
  expect(within(diff).getByRole('row', { name: 'password changed' })).toBeInTheDocument();
  expect(within(dialog).getByText('req-1')).toBeInTheDocument();
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a row opens on a click or on Enter from the keyboard; values are shown as text, never as HTML', async () => {
  http.restore();
  const html = entry({ id: 'e3', action: 'company.renamed', changes: [{ field: 'name', before: '<b>Old</b>', after: null }] });
  http = mockHttp().on('GET', '/api/admin/audit-log', { status: 200, data: { items: [html], total: 1, page: 1, pageSize: 25 } });
  renderPage();
  const cell = await screen.findByText('company.renamed');
  await userEvent.click(cell);
  let dialog = await screen.findByRole('dialog', { name: 'Details of company.renamed' });
  expect(within(dialog).getByRole('row', { name: 'name <b>Old</b> (none)' })).toBeInTheDocument();
  expect(dialog.querySelector('b')).toBeNull();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const row = cell.closest('tr')!;
  row.focus();
  await userEvent.keyboard('{Enter}');
  dialog = await screen.findByRole('dialog', { name: 'Details of company.renamed' });
  expect(within(dialog).getByText('c1')).toBeInTheDocument();
  expect(within(dialog).getByText('10.0.0.7')).toBeInTheDocument();
});

test('Export CSV asks the server for the filtered view as a file', async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  http.on('GET', '/api/admin/audit-log/export.csv', { status: 200, data: new Blob(['"When (UTC)"\r\n']), headers: { 'content-disposition': 'attachment; filename="audit-log-2026-11-24.csv"' } });
  renderPage('/admin/audit-log?action=company.&page=2');
  await screen.findByText('company.deactivated');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual(['audit-log-2026-11-24.csv']));
  const exported = http.calls.find((c) => c.url === '/api/admin/audit-log/export.csv')!;
  expect(exported.params).toEqual({ action: 'company.' });
  expect(exported.responseType).toBe('blob');
});

test('an export that fails says so', async () => {
  http.on('GET', '/api/admin/audit-log/export.csv', { status: 500, data: { message: 'boom' } });
  renderPage();
  await screen.findByText('company.deactivated');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The export could not be downloaded. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
