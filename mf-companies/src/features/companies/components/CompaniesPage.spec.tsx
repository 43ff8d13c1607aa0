import { render, screen, within } from '@testing-library/react';
import { mockHttp, type HttpMock } from '@app/api-client';
import type { AdminCompany, SubscriptionPlanInfo } from '@app/contracts';
import RemoteRoutes from '../../../routes';

const MB = 1024 * 1024;
const plans: SubscriptionPlanInfo[] = [
  { plan: 0, name: 'Standard', monthlyPrice: 29.99, maxFileStorageMB: 100, maxUsers: 5 },
  { plan: 1, name: 'Premium', monthlyPrice: 79, maxFileStorageMB: 1000, maxUsers: 50 },
];

function company(overrides: Partial<AdminCompany>): AdminCompany {
  return {
    id: 'c1',
    name: 'Acme Ltd',
    description: 'Widgets',
    createdAt: '2026-01-15T09:00:00Z',
    subscriptionPlan: 0,
    subscriptionStartDate: '2026-01-15T00:00:00Z',
    subscriptionEndDate: '2026-12-31T00:00:00Z',
    isActive: true,
    isSubscriptionActive: true,
    userCount: 3,
    employeeCount: 12,
    clientCount: 4,
    invoiceCount: 27,
    usedFileStorageBytes: 10 * MB,
    ...overrides,
  };
}

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  http.on('GET', '/api/admin/subscription-plans', { status: 200, data: plans });
});
afterEach(() => http.restore());

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

it('renders every column of the Company Management table', async () => {
  http.on('GET', '/api/admin/companies', { status: 200, data: [company({})] });
  render(<RemoteRoutes section="companies" />);
  expect(await screen.findByText('Acme Ltd')).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Company', 'Subscription', 'Users', 'Storage', 'Data', 'Status', 'Actions']);
  const row = within(rowOf('Acme Ltd'));
  expect(row.getByText('Widgets')).toBeInTheDocument();
  expect(row.getByText('15/01/2026')).toBeInTheDocument();
  expect(row.getByText('Standard')).toBeInTheDocument();
  expect(row.getByText('£29.99/month')).toBeInTheDocument();
  expect(row.getByText('31/12/2026')).toBeInTheDocument();
  expect(row.getByText('3 / 5')).toBeInTheDocument();
  expect(row.getByText('10.00 MB / 100 MB')).toBeInTheDocument();
  expect(row.getByText('Employees: 12')).toBeInTheDocument();
  expect(row.getByText('Clients: 4')).toBeInTheDocument();
  expect(row.getByText('Invoices: 27')).toBeInTheDocument();
  expect(row.getByText('Active')).toBeInTheDocument();
  expect(row.queryByText('Expired')).toBeNull();
  expect(http.calls.every((c) => c.method === 'get')).toBe(true);
});

it('colours the storage bar at 69/70/90/91 percent', async () => {
  http.on('GET', '/api/admin/companies', {
    status: 200,
    data: [69, 70, 90, 91].map((p) => company({ id: `c${p}`, name: `Co ${p}`, usedFileStorageBytes: p * MB })),
  });
  render(<RemoteRoutes section="companies" />);
  await screen.findByText('Co 69');
  const level = (name: string) => within(rowOf(name)).getByTestId('storage-bar').querySelector('.progress-bar')!.className;
  expect(level('Co 69')).toContain('bg-success');
  expect(level('Co 70')).toContain('bg-warning');
  expect(level('Co 90')).toContain('bg-warning');
  expect(level('Co 91')).toContain('bg-danger');
});

it('shows Inactive and an Expired badge when the subscription is not active', async () => {
  http.on('GET', '/api/admin/companies', {
    status: 200,
    data: [company({ isActive: false, isSubscriptionActive: false, subscriptionPlan: 1, subscriptionEndDate: null })],
  });
  render(<RemoteRoutes section="companies" />);
  await screen.findByText('Acme Ltd');
  const row = within(rowOf('Acme Ltd'));
  expect(row.getByText('Inactive')).toBeInTheDocument();
  expect(row.getByText('Expired')).toBeInTheDocument();
  expect(row.getByText('Premium')).toBeInTheDocument();
  expect(row.getByText('£79.00/month')).toBeInTheDocument();
  expect(row.getByText('3 / 50')).toBeInTheDocument();
});

it('shows the loading state, then the empty text', async () => {
  http.on('GET', '/api/admin/companies', { status: 200, data: [] });
  render(<RemoteRoutes section="companies" />);
  expect(screen.getByText('Loading companies...')).toBeInTheDocument();
  expect(await screen.findByText('No companies found')).toBeInTheDocument();
});

it('renders a placeholder for the sections still to come', () => {
  render(<RemoteRoutes section="users" />);
  expect(screen.getByText('Users Management will be available soon.')).toBeInTheDocument();
});
