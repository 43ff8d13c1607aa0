import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { AuthUser, SalaryComponentTemplate } from '@app/contracts';
import { setUser } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const BASE = '/api/admin/salary-component-templates';

function component(overrides: Partial<SalaryComponentTemplate> = {}): SalaryComponentTemplate {
  return {
    id: 'c1',
    code: 'BASIC_PAY',
    name: 'Basic pay',
    description: 'Contractual salary or wages',
    kind: 'payment',
    calculation: 'fixed',
    baseComponentCode: null,
    subjectToIncomeTax: true,
    subjectToEmployeeNi: true,
    subjectToEmployerNi: true,
    pensionable: true,
    pensionableEarningsBasis: 'qualifying',
    notional: false,
    netPayDeduction: false,
    isStatutoryPay: false,
    statutoryPayType: null,
    fpsField: 'TaxablePay',
    isActive: true,
    isDefault: true,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

let http: HttpMock;
let stored: SalaryComponentTemplate[];
beforeEach(() => {
  http = mockHttp();
  stored = [];
  // The list answers with the stored rows, filtered as the server does.
  http.on('GET', BASE, (c) => {
    const params = (c.params ?? {}) as { kind?: string; active?: string };
    const rows = stored.filter((r) => (!params.kind || r.kind === params.kind) && (params.active === undefined || String(r.isActive) === params.active));
    return { status: 200, data: rows };
  });
  act(() => setUser(admin));
});
afterEach(() => {
  http.restore();
  resetSessionForTests();
});

const rowOf = (code: string) => screen.getByText(code, { selector: 'code' }).closest('tr') as HTMLElement;
const callsTo = (method: string, url: string) => http.calls.filter((c) => c.method === method && c.url === url);
const renderScreen = () => renderAt('/admin/salary-component-templates', <RemoteRoutes section="salary-component-templates" />);

describe('Salary Component Templates', () => {
  it('offers "Create default components" when empty, shows what will be added, then lists them', async () => {
    http.on('POST', `${BASE}/defaults/preview`, { status: 200, data: { added: ['BASIC_PAY', 'SSP'], changed: [], unchanged: [] } });
    http.on('POST', `${BASE}/defaults`, () => {
      stored = [component(), component({ id: 'c2', code: 'SSP', name: 'Statutory Sick Pay', isStatutoryPay: true, statutoryPayType: 'SSP' })];
      return { status: 200, data: { added: ['BASIC_PAY', 'SSP'], changed: [], unchanged: [] } };
    });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('No salary components yet. Create the default UK set to start.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore defaults' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create default components' }));

    const dialog = await screen.findByRole('dialog', { name: 'Restore default components' });
    expect(await within(dialog).findByRole('region', { name: 'Will be added' })).toHaveTextContent('BASIC_PAY, SSP');
    expect(callsTo('post', `${BASE}/defaults`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Defaults restored: 2 added, 0 reset.')).toBeInTheDocument();
    expect(await screen.findByText('SSP', { selector: 'code' })).toBeInTheDocument();
    expect(within(rowOf('SSP')).getAllByText(/^(Tax|Ee NI|Er NI|Pensionable|SSP)$/).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('button', { name: 'Restore defaults' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create default components' })).toBeNull();
  });

  it('filters by kind and status through the API', async () => {
    stored = [component(), component({ id: 'c2', code: 'STUDENT_LOAN', name: 'Student loan', kind: 'deduction', isActive: false })];
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('STUDENT_LOAN');
    await user.selectOptions(screen.getByLabelText('Kind'), 'deduction');
    await waitFor(() => expect(screen.queryByText('BASIC_PAY')).toBeNull());
    expect(screen.getByText('STUDENT_LOAN')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(await screen.findByText('No salary components match these filters.')).toBeInTheDocument();
    expect(http.calls.some((c) => c.url === BASE && (c.params as { kind?: string; active?: string }).kind === 'deduction' && (c.params as { active?: string }).active === 'true')).toBe(true);
  });

  it('adds a component and shows the server\'s per-field errors on their fields', async () => {
    stored = [component()];
    let attempts = 0;
    http.on('POST', BASE, (c) => {
      attempts += 1;
      const body = JSON.parse(String(c.data));
      if (attempts === 1) return { status: 409, data: { message: 'A salary component with this code already exists' } };
      if (attempts === 2) return { status: 400, data: { message: 'The base component does not exist', errors: { baseComponentCode: ['The base component does not exist'] } } };
      stored = [...stored, component({ ...body, id: 'c9', isDefault: false })];
      return { status: 201, data: stored[1] };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('BASIC_PAY');
    await user.click(screen.getByRole('button', { name: 'Add Component' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Salary Component' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'night_shift');
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('NIGHT_SHIFT');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Night shift premium');
    await user.selectOptions(within(dialog).getByLabelText('Calculation'), 'percentage');
    await user.selectOptions(within(dialog).getByLabelText('Percentage of'), 'BASIC_PAY');
    await user.click(within(dialog).getByLabelText('Pensionable'));
    expect(within(dialog).getByLabelText('Counts toward (auto-enrolment)')).toHaveValue('none');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A salary component with this code already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Code/)).toHaveClass('is-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The base component does not exist')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Percentage of')).toHaveClass('is-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('NIGHT_SHIFT')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(String(callsTo('post', BASE)[2].data))).toMatchObject({
      code: 'NIGHT_SHIFT', name: 'Night shift premium', calculation: 'percentage', baseComponentCode: 'BASIC_PAY', pensionable: false,
      pensionableEarningsBasis: 'none', statutoryPayType: null, description: null,
    });
    expect(within(rowOf('NIGHT_SHIFT')).getByText('% of BASIC_PAY')).toBeInTheDocument();
  });

  it('edits a component with PUT, and deactivates / deletes only after confirming', async () => {
    stored = [component()];
    http.on('PUT', `${BASE}/c1`, (c) => {
      stored = [component({ ...JSON.parse(String(c.data)), id: 'c1' })];
      return { status: 200, data: stored[0] };
    });
    http.on('POST', `${BASE}/c1/deactivate`, () => {
      stored = [{ ...stored[0], isActive: false }];
      return { status: 200, data: stored[0] };
    });
    http.on('DELETE', `${BASE}/c1`, { status: 409, data: { message: 'This component is used by Limited company: deactivate it instead of deleting it' } });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('BASIC_PAY');
    await user.click(within(rowOf('BASIC_PAY')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Salary Component' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Basic pay');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Salary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Salary')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('put', `${BASE}/c1`)[0].data))).toMatchObject({ code: 'BASIC_PAY', name: 'Salary' });

    await user.click(within(rowOf('BASIC_PAY')).getByRole('button', { name: 'Deactivate' }));
    const confirmDeactivate = await screen.findByRole('dialog', { name: 'Deactivate Salary Component' });
    await user.click(within(confirmDeactivate).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('post', `${BASE}/c1/deactivate`)).toHaveLength(0);
    await user.click(within(rowOf('BASIC_PAY')).getByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate Salary Component' })).getByRole('button', { name: 'Deactivate' }));
    expect(await within(rowOf('BASIC_PAY')).findByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('BASIC_PAY')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();

    await user.click(within(rowOf('BASIC_PAY')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Salary Component' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This component is used by Limited company: deactivate it instead of deleting it')).toBeInTheDocument();
  });

  it('Restore defaults shows what changes before restoring', async () => {
    stored = [component({ name: 'Salary' })];
    http.on('POST', `${BASE}/defaults/preview`, { status: 200, data: { added: ['SSP'], changed: ['BASIC_PAY'], unchanged: [] } });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('BASIC_PAY');
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore default components' });
    expect(await within(dialog).findByRole('region', { name: 'Will be reset to the default treatment' })).toHaveTextContent('BASIC_PAY');
    expect(within(dialog).getByRole('region', { name: 'Will be added' })).toHaveTextContent('SSP');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('post', `${BASE}/defaults`)).toHaveLength(0);
  });

  it('shows a load failure', async () => {
    http.restore();
    http = mockHttp();
    http.on('GET', BASE, { status: 500, data: { message: 'boom' } });
    renderScreen();
    expect(await screen.findByText(/boom|Failed to load salary components/)).toBeInTheDocument();
  });
});
