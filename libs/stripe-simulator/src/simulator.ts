// A faithful local Stripe on loopback (node:http): the official SDK talks to it with
// `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`. It speaks Stripe's wire format: form bodies in
// bracket notation (POST) or query strings (GET, DELETE), `Idempotency-Key` replay, `{ error: { type, code, param,
// message } }` errors, item-level billing periods, and signed webhooks (`Stripe-Signature: t=..,v1=..`) sent after
// each change to the configured endpoint. `/_simulator/*` is a small control API for tests and the demo.
import { createHash, createHmac, randomBytes } from 'crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import qs from 'qs';
import {
  addMonths,
  API_VERSION,
  Json,
  newId,
  StripeCustomer,
  StripeEvent,
  StripeInvoice,
  StripePrice,
  StripeProduct,
  StripeSubscription,
  StripeSubscriptionItem,
} from './objects';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }

  body(requestId: string): Json {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code && { code: this.code }),
        ...(this.param && { param: this.param }),
        ...this.extra,
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    };
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
const requireParam = (params: Json, name: string): string => {
  const value = params[name];
  if (value === undefined || value === '') throw new StripeApiError(400, 'invalid_request_error', `Missing required param: ${name}.`, 'parameter_missing', name);
  return String(value);
};
const integerParam = (value: unknown, name: string): number => {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new StripeApiError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, 'parameter_invalid_integer', name);
  return Number(value);
};
const booleanParam = (value: unknown, name: string): boolean => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StripeApiError(400, 'invalid_request_error', `Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean', name);
};
const metadataParam = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, String(v)])) : {};

export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** Event types to send; `['*']` (default) sends all. */
  enabledEvents?: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | null;
  authorization: string | null;
  stripeVersion: string | null;
  status: number;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number | null;
  error: string | null;
}

export interface StripeSimulatorOptions {
  host?: string;
  port?: number;
  webhookEndpoint?: WebhookEndpoint;
}

interface IdempotentResult {
  fingerprint: string;
  status: number;
  body: string;
}

/** Builds a `Stripe-Signature` header exactly as Stripe does: `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.payload")>`. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class StripeSimulator {
  private server: Server | null = null;
  private readonly products = new Map<string, StripeProduct>();
  private readonly prices = new Map<string, StripePrice>();
  private readonly customers = new Map<string, StripeCustomer>();
  private readonly subscriptions = new Map<string, StripeSubscription>();
  private readonly invoices = new Map<string, StripeInvoice>();
  private readonly idempotency = new Map<string, IdempotentResult>();
  private readonly queuedErrors: StripeApiError[] = [];
  private failNextPayments = 0;
  private endpoint: WebhookEndpoint | null;
  private deliveryChain: Promise<void> = Promise.resolve();
  /** Every API request answered (control API excluded), oldest first. */
  readonly requests: RecordedRequest[] = [];
  /** Every event generated, oldest first. */
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];

  constructor(private readonly options: StripeSimulatorOptions = {}) {
    this.endpoint = options.webhookEndpoint ?? null;
  }

  /** Listens (default 127.0.0.1:0) and resolves with the base URL, e.g. `http://127.0.0.1:43121`. */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    return this.url;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  get host(): string {
    return (this.server?.address() as AddressInfo).address;
  }

  get url(): string {
    return `http://${this.host}:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // Deliveries in flight get a moment to finish; a receiver that hangs does not hold the shutdown.
    await Promise.race([this.deliveryChain, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  setWebhookEndpoint(endpoint: WebhookEndpoint | null): void {
    this.endpoint = endpoint;
  }

  /** The next API request answers this error instead (e.g. a card decline: 402 card_error card_declined). */
  failNextRequest(error: { status: number; type: string; message: string; code?: string; param?: string; decline_code?: string }): void {
    const { status, type, message, code, param, ...extra } = error;
    this.queuedErrors.push(new StripeApiError(status, type, message, code, param, extra));
  }

  /** The next invoice payment fails: invoice.payment_failed; a renewal makes the subscription past_due, a first invoice incomplete. */
  failNextPayment(): void {
    this.failNextPayments += 1;
  }

  /** Resolves once every webhook generated so far has been delivered (or given up). */
  webhooksSettled(): Promise<void> {
    return this.deliveryChain;
  }

  subscription(id: string): StripeSubscription | undefined {
    return this.subscriptions.get(id);
  }

  listCustomers(): StripeCustomer[] {
    return [...this.customers.values()];
  }

  listSubscriptions(): StripeSubscription[] {
    return [...this.subscriptions.values()];
  }

  /** Moves a subscription to its next monthly period and bills it (renewal invoice, paid or failed). */
  advancePeriod(subscriptionId: string): StripeSubscription {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw missing('subscription', subscriptionId);
    if (sub.status === 'canceled') throw new StripeApiError(400, 'invalid_request_error', 'This subscription is canceled.', 'resource_missing');
    const previous = { items: clone(sub.items) };
    for (const item of sub.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonths(item.current_period_start, 1);
    }
    this.bill(sub, 'subscription_cycle', previous, null);
    return sub;
  }

  // ---- HTTP ----------------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = `req_${randomBytes(7).toString('hex')}`;
    const url = new URL(req.url ?? '/', 'http://simulator');
    const body = await readBody(req);
    const send = (status: number, payload: string, replayed = false) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': requestId,
        'Stripe-Version': API_VERSION,
        ...(replayed && { 'Idempotent-Replayed': 'true' }),
      });
      res.end(payload);
    };

    if (url.pathname.startsWith('/_simulator/')) {
      try {
        send(200, JSON.stringify(this.control(req.method ?? 'GET', url.pathname, body ? JSON.parse(body) : {}), null, 2));
      } catch (error) {
        const e = error instanceof StripeApiError ? error : new StripeApiError(400, 'invalid_request_error', (error as Error).message);
        send(e.status, JSON.stringify(e.body(requestId), null, 2));
      }
      return;
    }

    const method = req.method ?? 'GET';
    const rawParams = method === 'POST' ? body : url.search.slice(1);
    const params = qs.parse(rawParams, { depth: 10, arrayLimit: 1000, allowDots: false }) as Json;
    const idempotencyKey = header(req, 'idempotency-key');
    const record = (status: number) =>
      this.requests.push({
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        authorization: header(req, 'authorization'),
        stripeVersion: header(req, 'stripe-version'),
        status,
      });

    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${rawParams}`).digest('hex');
    if (idempotencyKey && method === 'POST') {
      const stored = this.idempotency.get(idempotencyKey);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          const error = new StripeApiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
          record(400);
          send(400, JSON.stringify(error.body(requestId), null, 2));
          return;
        }
        record(stored.status);
        send(stored.status, stored.body, true);
        return;
      }
    }

    let status = 200;
    let payload: string;
    try {
      const auth = header(req, 'authorization');
      if (!auth || !/^Bearer sk_(test|live)_\S+$/.test(auth)) {
        throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${auth ? auth.replace(/^Bearer /, '').slice(0, 8) + '****' : '(none)'}`, 'api_key_invalid');
      }
      const queued = this.queuedErrors.shift();
      if (queued) throw queued;
      const answer = this.route(method, url.pathname, params, { requestId, idempotencyKey });
      payload = JSON.stringify(answer, null, 2);
    } catch (error) {
      const e = error instanceof StripeApiError ? error : new StripeApiError(500, 'api_error', `An unknown error occurred: ${(error as Error).message}`);
      status = e.status;
      payload = JSON.stringify(e.body(requestId), null, 2);
    }
    // Stripe saves the first result of an idempotent request, errors included (not 5xx it did not produce itself).
    if (idempotencyKey && method === 'POST') this.idempotency.set(idempotencyKey, { fingerprint, status, body: payload });
    record(status);
    send(status, payload);
  }

  private control(method: string, path: string, body: Json): unknown {
    if (method === 'POST' && path === '/_simulator/fail-next-payment') {
      this.failNextPayment();
      return { ok: true };
    }
    if (method === 'POST' && path === '/_simulator/fail-next-request') {
      this.failNextRequest(body as Parameters<StripeSimulator['failNextRequest']>[0]);
      return { ok: true };
    }
    const advance = /^\/_simulator\/subscriptions\/([^/]+)\/advance-period$/.exec(path);
    if (method === 'POST' && advance) return this.advancePeriod(decodeURIComponent(advance[1]));
    if (method === 'GET' && path === '/_simulator/requests') return this.requests;
    if (method === 'GET' && path === '/_simulator/events') return this.events;
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private route(method: string, path: string, params: Json, context: { requestId: string; idempotencyKey: string | null }): unknown {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1') throw unrecognized(method, path);
    const [, resource, id, sub] = parts;
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? '/' + sub : ''}`;
    switch (key) {
      case 'GET account':
        return { id: 'acct_simulator', object: 'account', business_profile: { name: 'Stripe simulator' }, country: 'GB', default_currency: 'gbp', email: null, type: 'standard', charges_enabled: true, livemode: false };
      case 'POST products':
        return this.createProduct(params, context);
      case 'GET products/:id':
        return this.products.get(id) ?? throwIt(missing('product', id));
      case 'POST prices':
        return this.createPrice(params, context);
      case 'GET prices':
        return this.listPrices(params);
      case 'GET prices/:id':
        return this.prices.get(id) ?? throwIt(missing('price', id));
      case 'POST prices/:id':
        return this.updatePrice(id, params, context);
      case 'POST customers':
        return this.createCustomer(params, context);
      case 'GET customers/:id':
        return this.customers.get(id) ?? throwIt(missing('customer', id));
      case 'POST subscriptions':
        return this.createSubscription(params, context);
      case 'GET subscriptions/:id':
        return this.subscriptions.get(id) ?? throwIt(missing('subscription', id));
      case 'POST subscriptions/:id':
        return this.updateSubscription(id, params, context);
      case 'DELETE subscriptions/:id':
        return this.cancelSubscription(id, params, context);
      case 'GET subscription_items/:id':
        return this.findItem(id).item;
      case 'POST subscription_items/:id':
        return this.updateItem(id, params, context);
      default:
        throw unrecognized(method, path);
    }
  }

  // ---- Resources --------------------------------------------------------------------------------------------------

  private createProduct(params: Json, context: EventContext): StripeProduct {
    const now = nowSeconds();
    const product: StripeProduct = {
      id: typeof params.id === 'string' ? params.id : newId('prod'),
      object: 'product',
      active: params.active === undefined ? true : booleanParam(params.active, 'active'),
      name: requireParam(params, 'name'),
      description: typeof params.description === 'string' ? params.description : null,
      created: now,
      updated: now,
      livemode: false,
      metadata: metadataParam(params.metadata),
    };
    if (this.products.has(product.id)) throw new StripeApiError(400, 'invalid_request_error', `Product already exists.`, 'resource_already_exists', 'id');
    this.products.set(product.id, product);
    this.emit('product.created', product, context);
    return product;
  }

  private createPrice(params: Json, context: EventContext): StripePrice {
    const productId = requireParam(params, 'product');
    if (!this.products.has(productId)) throw missing('product', productId, 'product');
    const currency = requireParam(params, 'currency').toLowerCase();
    const unitAmount = integerParam(requireParam(params, 'unit_amount'), 'unit_amount');
    if (unitAmount < 0) throw new StripeApiError(400, 'invalid_request_error', 'This value must be greater than or equal to 0.', 'parameter_invalid_integer', 'unit_amount');
    const recurring = params.recurring as Json | undefined;
    if (recurring && !['day', 'week', 'month', 'year'].includes(String(recurring.interval))) {
      throw new StripeApiError(400, 'invalid_request_error', `Invalid recurring[interval]: must be one of day, week, month, or year`, 'parameter_invalid_enum', 'recurring[interval]');
    }
    const lookupKey = typeof params.lookup_key === 'string' ? params.lookup_key : null;
    const previous = lookupKey ? [...this.prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (previous) {
      if (params.transfer_lookup_key !== 'true') {
        throw new StripeApiError(400, 'invalid_request_error', `A price (\`${previous.id}\`) already uses that lookup key.`, 'lookup_key_already_exists', 'lookup_key');
      }
      previous.lookup_key = null;
    }
    const price: StripePrice = {
      id: newId('price'),
      object: 'price',
      active: params.active === undefined ? true : booleanParam(params.active, 'active'),
      currency,
      product: productId,
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
      lookup_key: lookupKey,
      nickname: typeof params.nickname === 'string' ? params.nickname : null,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring
        ? { interval: String(recurring.interval), interval_count: recurring.interval_count ? integerParam(recurring.interval_count, 'recurring[interval_count]') : 1, usage_type: 'licensed', meter: null, trial_period_days: null }
        : null,
      billing_scheme: 'per_unit',
      tax_behavior: 'unspecified',
      created: nowSeconds(),
      livemode: false,
      metadata: metadataParam(params.metadata),
    };
    this.prices.set(price.id, price);
    this.emit('price.created', price, context);
    return price;
  }

  private listPrices(params: Json): Json {
    let data = [...this.prices.values()].reverse();
    const lookupKeys = params.lookup_keys;
    if (lookupKeys !== undefined) {
      const keys = (Array.isArray(lookupKeys) ? lookupKeys : Object.values(lookupKeys as Json)).map(String);
      data = data.filter((p) => p.lookup_key !== null && keys.includes(p.lookup_key));
    }
    if (params.active !== undefined) {
      const active = booleanParam(params.active, 'active');
      data = data.filter((p) => p.active === active);
    }
    if (typeof params.product === 'string') data = data.filter((p) => p.product === params.product);
    const limit = params.limit ? integerParam(params.limit, 'limit') : 10;
    return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/prices' };
  }

  private updatePrice(id: string, params: Json, context: EventContext): StripePrice {
    const price = this.prices.get(id) ?? throwIt(missing('price', id));
    const before: Json = {};
    if (params.active !== undefined) {
      before.active = price.active;
      price.active = booleanParam(params.active, 'active');
    }
    if (typeof params.nickname === 'string') {
      before.nickname = price.nickname;
      price.nickname = params.nickname;
    }
    if (params.metadata !== undefined) {
      before.metadata = price.metadata;
      price.metadata = { ...price.metadata, ...metadataParam(params.metadata) };
    }
    this.emit('price.updated', price, context, before);
    return price;
  }

  private createCustomer(params: Json, context: EventContext): StripeCustomer {
    const customer: StripeCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: typeof params.email === 'string' ? params.email : null,
      name: typeof params.name === 'string' ? params.name : null,
      description: typeof params.description === 'string' ? params.description : null,
      created: nowSeconds(),
      livemode: false,
      metadata: metadataParam(params.metadata),
    };
    if (customer.email !== null && !/^[^@\s]+@[^@\s]+$/.test(customer.email)) {
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid email address: ' + customer.email, 'email_invalid', 'email');
    }
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer, context);
    return customer;
  }

  private createSubscription(params: Json, context: EventContext): StripeSubscription {
    const customerId = requireParam(params, 'customer');
    if (!this.customers.has(customerId)) throw missing('customer', customerId, 'customer');
    const rawItems = params.items;
    const items = (Array.isArray(rawItems) ? rawItems : rawItems && typeof rawItems === 'object' ? Object.values(rawItems) : []) as Json[];
    if (items.length === 0) throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: items.', 'parameter_missing', 'items');
    const now = nowSeconds();
    const id = newId('sub');
    const seen = new Set<string>();
    const data: StripeSubscriptionItem[] = items.map((raw, index) => {
      if (typeof raw.price !== 'string') throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: items[' + index + '][price].', 'parameter_missing', `items[${index}][price]`);
      const price = this.prices.get(raw.price) ?? throwIt(missing('price', raw.price, `items[${index}][price]`));
      if (!price.active) throw new StripeApiError(400, 'invalid_request_error', `The price specified is inactive. This field only accepts active prices.`, 'price_inactive', `items[${index}][price]`);
      if (!price.recurring) throw new StripeApiError(400, 'invalid_request_error', `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, undefined, `items[${index}][price]`);
      if (seen.has(price.id)) throw new StripeApiError(400, 'invalid_request_error', `Cannot add multiple subscription items with the same price: ${price.id}`, undefined, 'items');
      seen.add(price.id);
      const quantity = raw.quantity === undefined ? 1 : integerParam(raw.quantity, `items[${index}][quantity]`);
      if (quantity < 0) throw new StripeApiError(400, 'invalid_request_error', 'Invalid quantity: must be a non-negative integer', 'parameter_invalid_integer', `items[${index}][quantity]`);
      return {
        id: newId('si'),
        object: 'subscription_item',
        subscription: id,
        price: clone(price),
        quantity,
        created: now,
        current_period_start: now,
        current_period_end: addMonths(now, 1),
        metadata: metadataParam(raw.metadata),
      };
    });
    const currencies = new Set(data.map((i) => i.price.currency));
    if (currencies.size > 1) throw new StripeApiError(400, 'invalid_request_error', 'All prices on a subscription must have the same `currency`.', undefined, 'items');
    const sub: StripeSubscription = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      currency: data[0].price.currency,
      items: { object: 'list', data, has_more: false, total_count: data.length, url: `/v1/subscription_items?subscription=${id}` },
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      latest_invoice: null,
      livemode: false,
      metadata: metadataParam(params.metadata),
    };
    const failing = this.failNextPayments > 0;
    if (failing && params.payment_behavior !== 'default_incomplete' && params.payment_behavior !== 'allow_incomplete') {
      // error_if_incomplete (the default): Stripe refuses the subscription when the first payment fails.
      this.failNextPayments -= 1;
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined', undefined, { decline_code: 'generic_decline' });
    }
    this.subscriptions.set(id, sub);
    this.emit('customer.subscription.created', sub, context);
    this.bill(sub, 'subscription_create', null, context);
    return sub;
  }

  private updateSubscription(id: string, params: Json, context: EventContext): StripeSubscription {
    const sub = this.subscriptions.get(id) ?? throwIt(missing('subscription', id));
    if (sub.status === 'canceled') {
      throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const before: Json = {};
    if (params.metadata !== undefined) {
      before.metadata = sub.metadata;
      sub.metadata = { ...sub.metadata, ...metadataParam(params.metadata) };
    }
    if (params.cancel_at_period_end !== undefined) {
      before.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = booleanParam(params.cancel_at_period_end, 'cancel_at_period_end');
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
    }
    if (params.items !== undefined) {
      before.items = clone(sub.items);
      const items = (Array.isArray(params.items) ? params.items : Object.values(params.items as Json)) as Json[];
      items.forEach((raw, index) => {
        const item = sub.items.data.find((i) => i.id === raw.id) ?? throwIt(missing('subscription_item', String(raw.id), `items[${index}][id]`));
        if (raw.quantity !== undefined) item.quantity = integerParam(raw.quantity, `items[${index}][quantity]`);
      });
    }
    this.emit('customer.subscription.updated', sub, context, before);
    return sub;
  }

  private cancelSubscription(id: string, params: Json, context: EventContext): StripeSubscription {
    const sub = this.subscriptions.get(id) ?? throwIt(missing('subscription', id));
    if (sub.status === 'canceled') {
      throw new StripeApiError(400, 'invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`, 'resource_missing');
    }
    const details = (params.cancellation_details ?? {}) as Json;
    const now = nowSeconds();
    sub.status = 'canceled';
    sub.canceled_at = now;
    sub.ended_at = now;
    sub.cancellation_details = {
      comment: typeof details.comment === 'string' ? details.comment : null,
      feedback: typeof details.feedback === 'string' ? details.feedback : null,
      reason: 'cancellation_requested',
    };
    this.emit('customer.subscription.deleted', sub, context);
    return sub;
  }

  private findItem(id: string): { sub: StripeSubscription; item: StripeSubscriptionItem } {
    for (const sub of this.subscriptions.values()) {
      const item = sub.items.data.find((i) => i.id === id);
      if (item) return { sub, item };
    }
    throw missing('subscription_item', id);
  }

  private updateItem(id: string, params: Json, context: EventContext): StripeSubscriptionItem {
    const { sub, item } = this.findItem(id);
    if (sub.status === 'canceled') throw new StripeApiError(400, 'invalid_request_error', 'You cannot update a subscription item on a canceled subscription.');
    const behavior = params.proration_behavior;
    if (behavior !== undefined && !['always_invoice', 'create_prorations', 'none'].includes(String(behavior))) {
      throw new StripeApiError(400, 'invalid_request_error', `Invalid proration_behavior: must be one of always_invoice, create_prorations, or none`, 'parameter_invalid_enum', 'proration_behavior');
    }
    const previous = { items: clone(sub.items) };
    if (params.quantity !== undefined) {
      const quantity = integerParam(params.quantity, 'quantity');
      if (quantity < 0) throw new StripeApiError(400, 'invalid_request_error', 'Invalid quantity: must be a non-negative integer', 'parameter_invalid_integer', 'quantity');
      item.quantity = quantity;
    }
    if (params.metadata !== undefined) item.metadata = { ...item.metadata, ...metadataParam(params.metadata) };
    this.emit('customer.subscription.updated', sub, context, previous);
    return item;
  }

  /** One invoice for the subscription's current period: paid, or (fail-next-payment) open with the sub past_due. */
  private bill(sub: StripeSubscription, reason: StripeInvoice['billing_reason'], previous: Json | null, context: EventContext | null): void {
    const amount = sub.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const failed = this.failNextPayments > 0;
    if (failed) this.failNextPayments -= 1;
    const invoice: StripeInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: failed ? 'open' : 'paid',
      currency: sub.currency,
      amount_due: amount,
      amount_paid: failed ? 0 : amount,
      amount_remaining: failed ? amount : 0,
      attempt_count: 1,
      billing_reason: reason,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      period_start: sub.items.data[0].current_period_start,
      period_end: sub.items.data[0].current_period_end,
      created: nowSeconds(),
      livemode: false,
      metadata: {},
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    const statusBefore = sub.status;
    // A failed first invoice leaves the subscription incomplete (payment_behavior default_incomplete); a failed
    // renewal makes it past due.
    if (failed) sub.status = reason === 'subscription_create' ? 'incomplete' : 'past_due';
    else if (sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
    if (previous || statusBefore !== sub.status) {
      this.emit('customer.subscription.updated', sub, context, { ...(previous ?? {}), ...(statusBefore !== sub.status && { status: statusBefore }) });
    }
    this.emit(failed ? 'invoice.payment_failed' : 'invoice.payment_succeeded', invoice, context);
  }

  // ---- Events and webhooks ----------------------------------------------------------------------------------------

  private emit(type: string, object: Json, context: EventContext | null, previousAttributes?: Json): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object), ...(previousAttributes && Object.keys(previousAttributes).length > 0 && { previous_attributes: clone(previousAttributes) }) },
      livemode: false,
      pending_webhooks: this.endpoint ? 1 : 0,
      request: { id: context?.requestId ?? null, idempotency_key: context?.idempotencyKey ?? null },
      type,
    };
    this.events.push(event);
    const endpoint = this.endpoint;
    if (!endpoint) return;
    const enabled = endpoint.enabledEvents ?? ['*'];
    if (!enabled.includes('*') && !enabled.includes(type)) return;
    // Delivered in order, one at a time, after the API answer has been sent (like Stripe, asynchronously).
    this.deliveryChain = this.deliveryChain.then(() => this.deliver(endpoint, event));
  }

  private async deliver(endpoint: WebhookEndpoint, event: StripeEvent): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    const delivery: WebhookDelivery = { eventId: event.id, type: event.type, status: null, error: null };
    this.deliveries.push(delivery);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signWebhookPayload(payload, endpoint.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        delivery.status = response.status;
        delivery.error = null;
        if (response.ok) return;
      } catch (error) {
        delivery.error = (error as Error).message;
      }
      if (!this.server) return;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

interface EventContext {
  requestId: string;
  idempotencyKey: string | null;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function throwIt(error: Error): never {
  throw error;
}

function unrecognized(method: string, path: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : (value ?? null);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
