import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, servePaged, type HttpMock } from '@app/api-client/testing';
import type { AuthUser, BusinessModelDto } from '@app/contracts';
import { setUser } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const BASE = '/api/admin/business-models';
const ALL_ON = { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, vatReturns: true, ct600: true, autoEnrolment: true };

function model(overrides: Partial<BusinessModelDto> = {}): BusinessModelDto {
  return {
    id: 'm1',
    name: 'Limited company',
    description: 'A private company limited by shares',
    features: { ...ALL_ON },
    defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY'] },
    expenseCategories: ['Travel'],
    isDefault: true,
    companyCount: 3,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

let http: HttpMock;
let stored: BusinessModelDto[];
beforeEach(() => {
  http = mockHttp();
  stored = [model(), model({ id: 'm2', name: 'Sole trader', description: null, isDefault: false, companyCount: 0, features: { ...ALL_ON, payroll: false, ct600: false, autoEnrolment: false } })];
  http.on('GET', BASE, () => ({ status: 200, data: stored }));
  http.on('GET', '/api/admin/salary-component-templates', {
    status: 200,
    data: [
      { id: 'c1', code: 'BASIC_PAY', name: 'Basic pay', isActive: true },
      { id: 'c2', code: 'SMP', name: 'Statutory Maternity Pay', isActive: true },
      { id: 'c3', code: 'OLD', name: 'Retired element', isActive: false },
    ],
  });
  http.on('GET', '/api/expensecategory', { status: 200, data: [{ id: 'e1', name: 'Travel' }, { id: 'e2', name: 'Training' }] });
  act(() => setUser(admin));
});
afterEach(() => {
  http.restore();
  resetSessionForTests();
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement;
const callsTo = (method: string, url: string) => http.calls.filter((c) => c.method === method && c.url === url);
const renderScreen = () => renderAt('/admin/business-models', <RemoteRoutes section="business-models" />);

describe('Business Models', () => {
  it('lists models with the default first, their features, defaults and companies', async () => {
    renderScreen();
    await screen.findByText('Sole trader', { selector: 'span' });
    const limited = within(rowOf('Limited company'));
    expect(limited.getByText('Default')).toBeInTheDocument();
    expect(limited.getByText('CT600 (Corporation Tax)')).toBeInTheDocument();
    expect(limited.getByText('Standard (invoice basis) · year end March · Monthly (M1)')).toBeInTheDocument();
    expect(limited.getByText('1 salary component · 1 expense category')).toBeInTheDocument();
    expect(limited.getByRole('button', { name: '3 companies' })).toBeInTheDocument();
    expect(limited.queryByRole('button', { name: 'Make default' })).toBeNull();
    const sole = within(rowOf('Sole trader'));
    expect(sole.queryByText('Payroll')).toBeNull();
    expect(sole.getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('clones a model into a new one, offering active catalogue components and the expense categories', async () => {
    http.on('POST', BASE, (c) => {
      const body = JSON.parse(String(c.data));
      if (body.name === 'Copy of Limited company') return { status: 409, data: { message: 'A business model with this name already exists' } };
      const created = model({ ...body, id: 'm3', isDefault: false, companyCount: 0 });
      stored = [...stored, created];
      return { status: 201, data: created };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Sole trader', { selector: 'span' });
    await user.click(within(rowOf('Limited company')).getByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone Business Model' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Copy of Limited company');
    expect(await within(dialog).findByLabelText('SMP - Statutory Maternity Pay')).not.toBeChecked();
    expect(within(dialog).getByLabelText('BASIC_PAY - Basic pay')).toBeChecked();
    expect(within(dialog).queryByLabelText(/OLD/)).toBeNull();
    expect(within(dialog).getByLabelText('Travel')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A business model with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveClass('is-invalid');

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contractor Ltd');
    await user.click(within(dialog).getByLabelText('SMP - Statutory Maternity Pay'));
    await user.click(within(dialog).getByLabelText('Training'));
    await user.click(within(dialog).getByLabelText('Weekly (W1)'));
    await user.click(within(dialog).getByLabelText('Invoicing'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Business model Contractor Ltd saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(String(callsTo('post', BASE)[1].data))).toEqual({
      name: 'Contractor Ltd',
      description: 'A private company limited by shares',
      features: { ...ALL_ON, invoicing: false },
      defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['weekly', 'monthly'], salaryComponentCodes: ['BASIC_PAY', 'SMP'] },
      expenseCategories: ['Travel', 'Training'],
    });
    expect(await screen.findByText('Contractor Ltd', { selector: 'span' })).toBeInTheDocument();
  });

  it("edits a model and shows the server's per-field errors on their fields", async () => {
    let attempts = 0;
    http.on('PUT', `${BASE}/m2`, (c) => {
      attempts += 1;
      if (attempts === 1) {
        return {
          status: 400,
          data: {
            message: 'Recurring expenses need Expenses on',
            errors: { 'features.recurringExpenses': ['Recurring expenses need Expenses on'], 'defaults.vatScheme': ['VAT returns need a VAT scheme: choose one other than "Not VAT registered"'] },
          },
        };
      }
      const body = JSON.parse(String(c.data));
      stored = [stored[0], { ...stored[1], ...body }];
      return { status: 200, data: stored[1] };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Sole trader', { selector: 'span' });
    await user.click(within(rowOf('Sole trader')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Business Model' });
    await user.click(within(dialog).getByLabelText('Expenses'));
    await user.selectOptions(within(dialog).getByLabelText('VAT scheme'), 'not-registered');
    await user.selectOptions(within(dialog).getByLabelText('Accounting period ends'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Recurring expenses need Expenses on')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recurring expenses')).toHaveClass('is-invalid');
    expect(within(dialog).getByLabelText('VAT scheme')).toHaveClass('is-invalid');

    await user.click(within(dialog).getByLabelText('Expenses'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(callsTo('put', `${BASE}/m2`)[1].data)).defaults).toMatchObject({ vatScheme: 'not-registered', accountingPeriodEndMonth: 12 });
    expect(await within(rowOf('Sole trader')).findByText('Not VAT registered · year end December · Monthly (M1)')).toBeInTheDocument();
  });

  it('makes a model the default and deletes one, each after a confirmation; a refusal is shown', async () => {
    http.on('POST', `${BASE}/m2/default`, () => {
      stored = [{ ...stored[1], isDefault: true }, { ...stored[0], isDefault: false }];
      return { status: 200, data: stored[0] };
    });
    http.on('DELETE', `${BASE}/m1`, { status: 409, data: { message: 'This business model is used by 3 companies: assign them another model first' } });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Sole trader', { selector: 'span' });
    await user.click(within(rowOf('Sole trader')).getByRole('button', { name: 'Make default' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Default' });
    expect(confirm).toHaveTextContent('Every company without an assigned model gets it');
    expect(callsTo('post', `${BASE}/m2/default`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Sole trader is now the default business model')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Sole trader')).getByText('Default')).toBeInTheDocument());

    await user.click(within(rowOf('Limited company')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Business Model' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This business model is used by 3 companies: assign them another model first')).toBeInTheDocument();
  });

  it('shows the companies using a model, page by page, and assigns it to more companies', async () => {
    const page = (n: number) => ({
      items: Array.from({ length: n === 1 ? 10 : 2 }, (_, i) => ({ id: `c${n}${i}`, name: `Company ${n}-${i}`, isActive: i !== 0, assigned: i % 2 === 0, featureOverrides: i === 2 ? { invoicing: false } : {} })),
      total: 12,
      page: n,
      pageSize: 10,
    });
    http.on('GET', `${BASE}/m1/companies`, (c) => ({ status: 200, data: page(Number((c.params as { page: number }).page)) }));
    const companies = [{ id: 'a1', name: 'Acme Payroll Ltd' }, { id: 'a2', name: 'Northwind Traders' }];
    http.on('GET', '/api/admin/companies', servePaged(() => companies, (c, search) => c.name.toLowerCase().includes(search)));
    http.on('POST', `${BASE}/m1/companies`, { status: 200, data: { message: 'Limited company assigned to 1 company' } });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Sole trader', { selector: 'span' });
    await user.click(within(rowOf('Limited company')).getByRole('button', { name: '3 companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Companies using Limited company' });
    expect(await within(dialog).findByText('Company 1-2')).toBeInTheDocument();
    expect(within(dialog).getByText('Overrides: Invoicing off')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Default model').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Company 2-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 of 2 (12 companies)')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search companies' }), 'north');
    await waitFor(() => expect(within(dialog).queryByLabelText('Acme Payroll Ltd')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Northwind Traders'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign to 1 company' }));
    expect(await within(dialog).findByText('Limited company assigned to 1 company')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('post', `${BASE}/m1/companies`)[0].data))).toEqual({ companyIds: ['a2'] });
    expect(http.calls.filter((c) => c.url === '/api/admin/companies').at(-1)!.params).toEqual({ page: 1, pageSize: 50, sort: 'name', search: 'north' });
  });
});
