import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { mockHttp, type HttpMock, type MockReply } from '@app/api-client/testing';
import {
  STRIPE_ROUTES,
  type AuthUser,
  type PricingConfig,
  type SubscriptionOverviewRow,
  type SubscriptionStatus,
  type WebhookEventEntry,
} from '@app/contracts';
import { formatDate, formatDateTime } from '@app/format';
import { setUser } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import RemoteRoutes from '../../../routes';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const R = STRIPE_ROUTES;

const pricing: PricingConfig = {
  configured: true,
  basePriceMonthly: 15,
  perEmployeePriceMonthly: 2.5,
  currency: 'gbp',
  basePriceId: 'price_base_v1',
  perEmployeePriceId: 'price_emp_v1',
  productId: 'prod_1',
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
};

function row(overrides: Partial<SubscriptionOverviewRow> = {}): SubscriptionOverviewRow {
  return {
    companyId: 'c-acme',
    companyName: 'Acme Ltd',
    isActive: true,
    subscriptionId: null,
    subscriptionStatus: null,
    employeeCount: 4,
    firstUserEmail: 'alice@acme.example',
    monthlyAmount: null,
    ...overrides,
  };
}

const subscribed = row({ companyId: 'c-beta', companyName: 'Beta plc', subscriptionId: 'sub_beta', subscriptionStatus: 'active', employeeCount: 3, monthlyAmount: 22.5 });

function status(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    subscriptionId: 'sub_beta',
    status: 'active',
    employeeCount: 3,
    monthlyAmount: 22.5,
    currentPeriodStart: '2026-11-01T00:00:00Z',
    currentPeriodEnd: '2026-12-01T00:00:00Z',
    companyId: 'c-beta',
    canceledAt: null,
    cancellationReason: null,
    ...overrides,
  };
}

const page = (items: SubscriptionOverviewRow[], total = items.length, p = 1) => ({ status: 200, data: { items, total, page: p, pageSize: 25 } });

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  act(() => setUser(admin));
});
afterEach(() => {
  http.restore();
  resetSessionForTests();
  jest.restoreAllMocks();
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const callsTo = (method: string, url: string) => http.calls.filter((c) => c.method === method && c.url === url);
const bodyOf = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data));

function renderScreen(path = '/admin/stripe') {
  return renderAt(path, <RemoteRoutes section="stripe" />);
}

/**
 * The overview with the pricing configured and one subscribed company (Beta plc), rendered and loaded; answers the
 * user to click with. Routes of the test's own are registered before the call.
 */
async function openWithSubscribed() {
  http.on('GET', R.pricingConfig, { status: 200, data: pricing });
  http.on('GET', R.subscriptions, page([subscribed]));
  const user = userEvent.setup();
  renderScreen();
  await screen.findByText('Beta plc');
  return user;
}

/** A reply held back until `release()` (to see a busy or a not-yet-loaded state). */
function held(reply: MockReply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release: () => act(() => release()) };
}

describe('Stripe Management', () => {
  it('has the title and the three tabs of the spec', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([]));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Stripe Management' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Subscription Overview', 'Pricing Configuration', 'Webhook Management']);
    expect(await screen.findByText('No companies found.')).toBeInTheDocument();
  });

  it('an unknown section is the not-found placeholder', () => {
    renderAt('/admin/nope', <RemoteRoutes section="nope" />);
    expect(screen.getByText('There is no screen at this address.')).toBeInTheDocument();
  });
});

describe('Subscription Overview', () => {
  it('shows Company (name and ID), Subscription Status, Employees, Monthly Amount and the actions of each kind of row', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([
      row(),
      subscribed,
      row({ companyId: 'c-gone', companyName: 'Gone Ltd', isActive: false, subscriptionId: 'sub_gone', subscriptionStatus: 'past_due', employeeCount: 0, monthlyAmount: 15 }),
    ]));
    renderScreen();
    await screen.findByText('Acme Ltd');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Company', 'Subscription Status', 'Employees', 'Monthly Amount', 'Actions']);

    const acme = within(rowOf('Acme Ltd'));
    expect(acme.getByText('c-acme')).toBeInTheDocument();
    expect(acme.getByText('No Subscription')).toBeInTheDocument();
    expect(acme.getByText('4')).toBeInTheDocument();
    expect(acme.getByText('N/A')).toBeInTheDocument();
    expect(acme.getAllByRole('button').map((b) => b.textContent)).toEqual(['Create Subscription']);

    const beta = within(rowOf('Beta plc'));
    expect(beta.getByText('Active')).toBeInTheDocument();
    expect(beta.getByText('£22.50')).toBeInTheDocument();
    expect(beta.getAllByRole('button').map((b) => b.textContent)).toEqual(['View Details', 'Sync Employees', 'Cancel']);

    const gone = within(rowOf('Gone Ltd'));
    expect(gone.getByText('Inactive')).toBeInTheDocument();
    expect(gone.getByText('past_due')).toBeInTheDocument();
  });

  it('Create Subscription is disabled until the pricing configuration has loaded', async () => {
    const pricingReply = held({ status: 200, data: pricing });
    http.on('GET', R.pricingConfig, pricingReply.handler);
    http.on('GET', R.subscriptions, page([row()]));
    renderScreen();
    await screen.findByText('Acme Ltd');
    expect(screen.getByRole('button', { name: 'Create Subscription' })).toBeDisabled();
    pricingReply.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Subscription' })).toBeEnabled());
  });

  it('Create Subscription stays disabled when no pricing is configured', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: { configured: false } });
    http.on('GET', R.subscriptions, page([row()]));
    renderScreen();
    await screen.findByText('Acme Ltd');
    await waitFor(() => expect(callsTo('get', R.pricingConfig)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Create Subscription' })).toBeDisabled();
  });

  it('creates a subscription with the base price id, the first user and at least one employee, then reloads the row', async () => {
    let rows = [row({ employeeCount: 0 })];
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, () => page(rows));
    http.on('POST', R.createSubscription, () => {
      rows = [row({ employeeCount: 0, subscriptionId: 'sub_new', subscriptionStatus: 'active', monthlyAmount: 17.5 })];
      return { status: 200, data: status({ subscriptionId: 'sub_new', companyId: 'c-acme', employeeCount: 1, monthlyAmount: 17.5 }) };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Acme Ltd');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Subscription' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Subscription' }));

    expect(await screen.findByText('Subscription created successfully!')).toBeInTheDocument();
    expect(bodyOf(callsTo('post', R.createSubscription)[0])).toEqual({
      companyId: 'c-acme',
      priceId: 'price_base_v1',
      employeeCount: 1,
      customerEmail: 'alice@acme.example',
      customerName: 'Acme Ltd',
    });
    expect(await within(rowOf('Acme Ltd')).findByText('£17.50')).toBeInTheDocument();
    expect(within(rowOf('Acme Ltd')).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it("shows Stripe's message as Error creating subscription: {server text}, and the plain text on a network failure", async () => {
    let reply: MockReply | 'network-error' = { status: 402, data: { message: 'Your card was declined.' } };
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([row()]));
    http.on('POST', R.createSubscription, () => reply);
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Acme Ltd');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Subscription' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating subscription: Your card was declined.');

    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Create Subscription' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error creating subscription'));
  });

  it('View Details shows the subscription in pounds with its period, and Close hides it', async () => {
    http.on('GET', R.subscriptionStatus('sub_beta'), { status: 200, data: status() });
    const user = await openWithSubscribed();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const panel = await screen.findByRole('region', { name: 'Subscription Details' });
    await within(panel).findByText('sub_beta');
    const value = (label: string) => within(panel).getByLabelText(label).textContent;
    expect(value('Subscription ID')).toBe('sub_beta');
    expect(value('Status')).toBe('active');
    expect(value('Employee Count')).toBe('3');
    expect(value('Monthly Amount')).toBe('£22.50');
    expect(value('Current Period Start')).toBe(formatDate('2026-11-01T00:00:00Z'));
    expect(value('Current Period End')).toBe(formatDate('2026-12-01T00:00:00Z'));
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Subscription Details' })).toBeNull();
  });

  it('View Details shows N/A for a missing period', async () => {
    http.on('GET', R.subscriptionStatus('sub_beta'), { status: 200, data: status({ currentPeriodStart: null, currentPeriodEnd: null }) });
    const user = await openWithSubscribed();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const panel = await screen.findByRole('region', { name: 'Subscription Details' });
    await within(panel).findByText('sub_beta');
    expect(within(panel).getByLabelText('Current Period Start')).toHaveTextContent('N/A');
    expect(within(panel).getByLabelText('Current Period End')).toHaveTextContent('N/A');
  });

  it('Sync Employees posts the company id as a JSON value and says so; a failure shows the server text', async () => {
    let reply: MockReply | 'network-error' = { status: 200, data: { message: 'ok', companyId: 'c-beta', subscriptionId: 'sub_beta', employeeCount: 5 } };
    http.on('POST', R.syncEmployeeCount, () => reply);
    const user = await openWithSubscribed();
    await user.click(screen.getByRole('button', { name: 'Sync Employees' }));
    expect(await screen.findByText('Employee count synchronized successfully!')).toBeInTheDocument();
    const call = callsTo('post', R.syncEmployeeCount)[0];
    expect(call.data).toBe('"c-beta"');
    expect(bodyOf(call)).toBe('c-beta');
    expect(call.headers['Content-Type']).toBe('application/json');

    reply = { status: 404, data: { message: 'The company has no subscription' } };
    await user.click(screen.getByRole('button', { name: 'Sync Employees' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error syncing employee count: The company has no subscription');

    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Sync Employees' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error syncing employee count: Network error occurred'));
  });

  it('Cancel asks for confirmation first; saying no sends nothing', async () => {
    const user = await openWithSubscribed();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this subscription?');
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('post', R.cancelSubscription('sub_beta'))).toHaveLength(0);
  });

  it('Cancel with a blank reason sends "Admin cancellation", clears the details and reloads the list', async () => {
    let rows = [subscribed];
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, () => page(rows));
    http.on('GET', R.subscriptionStatus('sub_beta'), { status: 200, data: status() });
    http.on('POST', R.cancelSubscription('sub_beta'), (c) => {
      rows = [{ ...subscribed, subscriptionId: null, subscriptionStatus: null, monthlyAmount: null }];
      return { status: 200, data: { message: 'Subscription cancelled', subscriptionId: 'sub_beta', status: 'canceled', cancellationReason: JSON.parse(String(c.data)) } };
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Beta plc');
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await within(await screen.findByRole('region', { name: 'Subscription Details' })).findByText('sub_beta');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Cancellation Reason' });
    expect(within(reasonDialog).getByLabelText('Reason for cancellation')).toHaveValue('');
    await user.type(within(reasonDialog).getByLabelText('Reason for cancellation'), '   ');
    await user.click(within(reasonDialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Subscription cancelled successfully!')).toBeInTheDocument();
    const call = callsTo('post', R.cancelSubscription('sub_beta'))[0];
    expect(call.data).toBe('"Admin cancellation"');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(screen.queryByRole('region', { name: 'Subscription Details' })).toBeNull();
    expect(await within(rowOf('Beta plc')).findByText('No Subscription')).toBeInTheDocument();
  });

  it("Cancel sends the typed reason; a failure shows Error cancelling subscription: {server text}", async () => {
    http.on('POST', R.cancelSubscription('sub_beta'), { status: 502, data: { message: 'No such subscription: sub_beta' } });
    const user = await openWithSubscribed();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Cancellation Reason' });
    await user.type(within(reasonDialog).getByLabelText('Reason for cancellation'), 'Company closed');
    await user.click(within(reasonDialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cancelling subscription: No such subscription: sub_beta');
    expect(callsTo('post', R.cancelSubscription('sub_beta'))[0].data).toBe('"Company closed"');
  });

  it('searches and pages on the server, keeping both in the URL', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, (c) => {
      const { page: p, search } = c.params as { page: number; search?: string };
      if (search) return page([row({ companyName: `Found ${search}` })], 1, 1);
      return page([row({ companyName: `Company of page ${p}` })], 60, p);
    });
    const user = userEvent.setup();
    const view = renderScreen();
    await screen.findByText('Company of page 1');
    expect(callsTo('get', R.subscriptions)[0].params).toEqual({ page: 1, pageSize: 25 });
    expect(screen.getByText('Page 1 of 3 (60 companies)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company of page 2')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'acme');
    expect(await screen.findByText('Found acme')).toBeInTheDocument();
    expect(view.location().search).toBe('?search=acme');
    expect(callsTo('get', R.subscriptions).at(-1)!.params).toEqual({ page: 1, pageSize: 25, search: 'acme' });
  });

  it('a failed load is only logged, not shown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    http.on('GET', R.pricingConfig, { status: 500, data: { message: 'down' } });
    http.on('GET', R.subscriptions, { status: 500, data: { message: 'down' } });
    renderScreen();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No companies found.')).toBeNull();
  });
});

describe('Pricing Configuration', () => {
  async function openPricing() {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Pricing Configuration' }));
    return user;
  }

  it('shows the current prices with their Stripe price ids, the form pre-filled, and the warning', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([]));
    await openPricing();
    const base = await screen.findByRole('group', { name: 'Base Monthly Price' });
    expect(base).toHaveTextContent('£15.00');
    expect(base).toHaveTextContent('price_base_v1');
    const perEmployee = screen.getByRole('group', { name: 'Per-Employee Monthly Price' });
    expect(perEmployee).toHaveTextContent('£2.50');
    expect(perEmployee).toHaveTextContent('price_emp_v1');

    for (const label of ['Base Monthly Price (£)', 'Per-Employee Monthly Price (£)']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('step', '0.01');
      expect(input).toBeRequired();
    }
    expect(screen.getByLabelText('Base Monthly Price (£)')).toHaveValue(15);
    expect(screen.getByLabelText('Per-Employee Monthly Price (£)')).toHaveValue(2.5);
    expect(
      screen.getByText('Updating pricing creates new prices in Stripe. Existing subscriptions keep their current prices until they are manually updated.'),
    ).toBeInTheDocument();
  });

  it('says when no configuration exists; the form starts empty and checks its fields before sending', async () => {
    http.on('GET', R.pricingConfig, { status: 200, data: { configured: false } });
    http.on('GET', R.subscriptions, page([]));
    const user = await openPricing();
    expect(await screen.findByText('No pricing configuration found. Please set up pricing below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Base Monthly Price (£)')).toHaveValue(null);
    await user.type(screen.getByLabelText('Per-Employee Monthly Price (£)'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Update Pricing' }));
    expect(screen.getByText('Base Monthly Price is required')).toBeInTheDocument();
    expect(screen.getByText('Per-Employee Monthly Price can have at most 2 decimal places')).toBeInTheDocument();
    expect(callsTo('post', R.pricingConfig)).toHaveLength(0);
  });

  it('updates: posts decimals in gbp, reads Updating... while busy, then shows the new prices', async () => {
    const answer = { ...pricing, basePriceMonthly: 19.99, perEmployeePriceMonthly: 3, basePriceId: 'price_base_v2', perEmployeePriceId: 'price_emp_v2', version: 2 };
    const reply = held({ status: 200, data: answer });
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([]));
    http.on('POST', R.pricingConfig, reply.handler);
    const user = await openPricing();
    await screen.findByRole('group', { name: 'Base Monthly Price' });
    await user.clear(screen.getByLabelText('Base Monthly Price (£)'));
    await user.type(screen.getByLabelText('Base Monthly Price (£)'), '19.99');
    await user.clear(screen.getByLabelText('Per-Employee Monthly Price (£)'));
    await user.type(screen.getByLabelText('Per-Employee Monthly Price (£)'), '3');
    const loads = callsTo('get', R.pricingConfig).length;
    await user.click(screen.getByRole('button', { name: 'Update Pricing' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodyOf(callsTo('post', R.pricingConfig)[0])).toEqual({ basePriceMonthly: 19.99, perEmployeePriceMonthly: 3, currency: 'gbp' });
    reply.release();
    expect(await screen.findByText('Pricing configuration updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Base Monthly Price' })).toHaveTextContent('price_base_v2');
    expect(screen.getByRole('group', { name: 'Per-Employee Monthly Price' })).toHaveTextContent('£3.00');
    expect(screen.getByRole('button', { name: 'Update Pricing' })).toBeEnabled();
    // The answer is the new configuration: no reload.
    expect(callsTo('get', R.pricingConfig)).toHaveLength(loads);
  });

  it("shows the server's message per field and as Error updating pricing: {server text}; a network failure as the plain text", async () => {
    let reply: MockReply | 'network-error' = {
      status: 400,
      data: { message: 'Please correct the prices', errors: { perEmployeePriceMonthly: ['Per-employee price is too high'] } },
    };
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([]));
    http.on('POST', R.pricingConfig, () => reply);
    const user = await openPricing();
    await screen.findByRole('group', { name: 'Base Monthly Price' });
    await user.click(screen.getByRole('button', { name: 'Update Pricing' }));
    expect(await screen.findByText('Per-employee price is too high')).toBeInTheDocument();
    expect(screen.getByLabelText('Per-Employee Monthly Price (£)')).toHaveClass('is-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating pricing: Please correct the prices');

    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Update Pricing' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error updating pricing configuration'));
  });
});

describe('Webhook Management', () => {
  function event(overrides: Partial<WebhookEventEntry> = {}): WebhookEventEntry {
    return {
      id: 'evt_1',
      type: 'invoice.payment_succeeded',
      createdAt: '2026-11-20T10:00:00Z',
      receivedAt: '2026-11-20T10:00:01Z',
      outcome: 'Processed',
      error: null,
      subscriptionId: 'sub_beta',
      attempts: 1,
      ...overrides,
    };
  }

  async function openWebhooks() {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Webhook Management' }));
    return user;
  }

  const counter = (label: string) => screen.getByRole('group', { name: label }).firstChild?.textContent;

  beforeEach(() => {
    http.on('GET', R.pricingConfig, { status: 200, data: pricing });
    http.on('GET', R.subscriptions, page([]));
  });

  it('shows the endpoint and required events from the server, the four counters and the event log', async () => {
    http.on('GET', R.webhookInfo, { status: 200, data: { webhookUrl: 'https://admin.example.com/api/stripe/webhook', requiredEvents: ['customer.subscription.created', 'invoice.payment_failed'] } });
    http.on('GET', R.webhookStats, { status: 200, data: { totalEvents: 7, successfulEvents: 6, failedEvents: 1, lastEventTime: '2026-11-20T10:00:01Z' } });
    http.on('GET', R.webhookEvents, { status: 200, data: { items: [event(), event({ id: 'evt_2', type: 'invoice.payment_failed', outcome: 'Failed', error: 'Unknown subscription sub_x' })], total: 2, page: 1, pageSize: 20 } });
    await openWebhooks();
    expect(await screen.findByText('https://admin.example.com/api/stripe/webhook')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Required Events' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'customer.subscription.created',
      'invoice.payment_failed',
    ]);
    await waitFor(() => expect(counter('Total Events')).toBe('7'));
    expect(counter('Successful')).toBe('6');
    expect(counter('Failed')).toBe('1');
    expect(counter('Last Event')).toBe(formatDateTime('2026-11-20T10:00:01Z'));

    const log = screen.getByRole('region', { name: 'Event Log' });
    await within(log).findByText('evt_2');
    expect(within(log).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Event ID', 'Received', 'Outcome', 'Error', 'Actions']);
    const ok = within(rowOf('evt_1'));
    expect(ok.getByText('Processed')).toBeInTheDocument();
    expect(ok.getByText(formatDateTime('2026-11-20T10:00:01Z'))).toBeInTheDocument();
    expect(ok.queryByRole('button')).toBeNull();
    const failed = within(rowOf('evt_2'));
    expect(failed.getByText('Unknown subscription sub_x')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Re-process' })).toBeInTheDocument();
  });

  it('falls back to the site origin and the four default events; counters read zero and None', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    http.on('GET', R.webhookInfo, () => 'network-error');
    http.on('GET', R.webhookStats, { status: 200, data: { totalEvents: 0, successfulEvents: 0, failedEvents: 0, lastEventTime: null } });
    http.on('GET', R.webhookEvents, { status: 200, data: { items: [], total: 0, page: 1, pageSize: 20 } });
    await openWebhooks();
    expect(await screen.findByText('No webhook events have been received yet.')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api/stripe/webhook`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Required Events' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.payment_failed',
      'invoice.payment_succeeded',
    ]);
    expect(counter('Total Events')).toBe('0');
    expect(counter('Last Event')).toBe('None');
  });

  it('re-processes a failed event and refreshes the counters and the log', async () => {
    let processed = false;
    http.on('GET', R.webhookInfo, { status: 200, data: { webhookUrl: 'https://x.example/api/stripe/webhook', requiredEvents: [] } });
    http.on('GET', R.webhookStats, () => ({ status: 200, data: { totalEvents: 1, successfulEvents: processed ? 1 : 0, failedEvents: processed ? 0 : 1, lastEventTime: '2026-11-20T10:00:01Z' } }));
    http.on('GET', R.webhookEvents, () => ({
      status: 200,
      data: { items: [event({ id: 'evt_9', outcome: processed ? 'Processed' : 'Failed', error: processed ? null : 'Database unavailable' })], total: 1, page: 1, pageSize: 20 },
    }));
    http.on('POST', R.reprocessWebhookEvent('evt_9'), () => {
      processed = true;
      return { status: 200, data: event({ id: 'evt_9', attempts: 2 }) };
    });
    const user = await openWebhooks();
    await user.click(await within(await screen.findByRole('region', { name: 'Event Log' })).findByRole('button', { name: 'Re-process' }));
    expect(await screen.findByText('Event re-processed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(counter('Successful')).toBe('1'));
    expect(counter('Failed')).toBe('0');
    expect(within(rowOf('evt_9')).getByText('Processed')).toBeInTheDocument();
    expect(within(rowOf('evt_9')).queryByRole('button', { name: 'Re-process' })).toBeNull();
  });
});
