import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  CancelSubscriptionAnswer,
  DEFAULT_CANCELLATION_REASON,
  StripeSubscriptionStatus,
  SubscriptionOverviewPage,
  SubscriptionOverviewRow,
  SubscriptionStatus,
  SyncEmployeeCountAnswer,
} from '@app/contracts';
import { EventBus } from '@app/nest-common';
import { BillingCompanies } from '../companies/billing-companies';
import { monthlyAmount } from '../pricing/pricing-rules';
import { PricingService } from '../pricing/pricing.service';
import { StripeClient } from '../stripe/stripe-client';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { OverviewQueryDto } from './dto/overview-query.dto';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionsRepository } from './subscriptions.repository';
import { billedEmployees, cancellationReason, readSubscription, SubscriptionObject, toSubscriptionStatus } from './subscription-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Employee-count changes announced by the companies module are synced after this quiet time. */
export const AUTO_SYNC_DEBOUNCE_MS = 2000;

/**
 * Subscriptions of companies at Stripe (spec 2 "Subscription management", spec 7): create, status, sync of the
 * employee count, cancel, and the paged overview list.
 */
@Injectable()
export class SubscriptionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Subscriptions');
  private readonly pendingSyncs = new Map<string, NodeJS.Timeout>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly pricing: PricingService,
    private readonly companies: BillingCompanies,
    private readonly stripeClient: StripeClient,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    // A reset deletes the company's employees: its per-employee quantity follows, debounced per company.
    this.unsubscribe = this.bus.subscribe('company.reset', (event) => this.scheduleSync(event.companyId));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    for (const timer of this.pendingSyncs.values()) clearTimeout(timer);
    this.pendingSyncs.clear();
  }

  /** Debounced: several changes in a row make one Stripe call. */
  scheduleSync(companyId: string): void {
    clearTimeout(this.pendingSyncs.get(companyId));
    const timer = setTimeout(() => {
      this.pendingSyncs.delete(companyId);
      this.syncIfSubscribed(companyId).catch((error) => this.logger.warn(`Automatic employee sync of ${companyId} failed: ${(error as Error).message}`));
    }, AUTO_SYNC_DEBOUNCE_MS);
    timer.unref?.();
    this.pendingSyncs.set(companyId, timer);
  }

  private async syncIfSubscribed(companyId: string): Promise<void> {
    if (await this.subscriptions.liveForCompany(companyId)) await this.syncEmployeeCount(companyId);
  }

  async status(subscriptionId: string): Promise<SubscriptionStatus> {
    const row = await this.subscriptions.find(subscriptionId);
    if (!row) throw new NotFoundException('Subscription not found');
    return toSubscriptionStatus(row);
  }

  async create(dto: CreateSubscriptionDto): Promise<SubscriptionStatus> {
    const pricing = await this.pricing.currentRow();
    if (!pricing) throw new ConflictException('No pricing configuration found. Please set up pricing first.');
    if (dto.priceId !== pricing.basePriceId) {
      throw new ConflictException('The pricing has changed since the page was loaded: reload it and try again');
    }
    const company = await this.companies.find(dto.companyId);
    if (!company) throw new NotFoundException('Company not found');
    const live = await this.subscriptions.liveForCompany(company.id);
    if (live) throw new ConflictException(`${company.name} already has a subscription (${live.id})`);

    const stripe = this.stripeClient.stripe;
    // One customer per company: the key makes a double click (or a retry) create one.
    let customerId = await this.subscriptions.customerOf(company.id);
    if (!customerId) {
      const customer = await stripe.customers.create(
        { name: dto.customerName || company.name, ...(dto.customerEmail || company.firstUserEmail ? { email: dto.customerEmail || company.firstUserEmail! } : {}), metadata: { companyId: company.id } },
        { idempotencyKey: `company-${company.id}-customer` },
      );
      customerId = customer.id;
      await this.subscriptions.saveCustomer(company.id, customerId);
      customerId = (await this.subscriptions.customerOf(company.id)) ?? customerId;
    }
    // Counting ended subscriptions only: a concurrent create that has stored its (live) subscription already does
    // not change the number, so both requests send the same key and get the same subscription.
    const attempt = (await this.subscriptions.countEndedForCompany(company.id)) + 1;
    const sub = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [
          { price: pricing.basePriceId, quantity: 1 },
          { price: pricing.perEmployeePriceId, quantity: billedEmployees(dto.employeeCount) },
        ],
        payment_behavior: 'default_incomplete',
        metadata: { companyId: company.id },
      },
      // Same company + same attempt = same key: two concurrent creates make one subscription.
      { idempotencyKey: `company-${company.id}-subscription-${attempt}` },
    );
    const fields = readSubscription(sub as unknown as SubscriptionObject);
    if (!fields) throw new Error(`Stripe answered subscription ${sub.id} without its two items`);
    await this.subscriptions.insertIfAbsent({ ...fields, companyId: company.id });
    if (!(await this.subscriptions.find(sub.id))) {
      // Another subscription of the company was stored meanwhile (e.g. an idempotency key Stripe no longer knew):
      // this one must not bill twice.
      const live = await this.subscriptions.liveForCompany(company.id);
      await stripe.subscriptions.cancel(sub.id, { cancellation_details: { comment: `Duplicate of ${live?.id ?? 'another subscription'}` } });
      throw new ConflictException(`${company.name} already has a subscription (${live?.id ?? 'unknown'})`);
    }
    return this.status(sub.id);
  }

  async cancel(subscriptionId: string, rawReason: unknown): Promise<CancelSubscriptionAnswer> {
    if (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string') {
      throw new BadRequestException('The cancellation reason must be a JSON string');
    }
    const row = await this.subscriptions.find(subscriptionId);
    if (!row) throw new NotFoundException('Subscription not found');
    if (row.status === 'canceled') throw new ConflictException('This subscription is already cancelled');
    const reason = cancellationReason(rawReason, DEFAULT_CANCELLATION_REASON);
    const sub = await this.stripeClient.stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment: reason } });
    const fields = readSubscription(sub as unknown as SubscriptionObject);
    await this.subscriptions.update(subscriptionId, {
      status: sub.status as StripeSubscriptionStatus,
      canceledAt: fields?.canceledAt ?? new Date(),
      cancellationReason: reason,
    });
    return { message: 'Subscription cancelled', subscriptionId, status: sub.status as StripeSubscriptionStatus, cancellationReason: reason };
  }

  async syncEmployeeCount(rawCompanyId: unknown): Promise<SyncEmployeeCountAnswer> {
    const companyId = typeof rawCompanyId === 'string' ? rawCompanyId.trim() : null;
    if (!companyId || !UUID.test(companyId)) throw new BadRequestException('The company id must be sent as a JSON string');
    const row = await this.subscriptions.liveForCompany(companyId);
    if (!row) throw new NotFoundException('This company has no subscription');
    const company = await this.companies.find(companyId);
    if (!company) throw new NotFoundException('Company not found');
    const quantity = billedEmployees(company.employeeCount);
    const item = await this.stripeClient.stripe.subscriptionItems.update(
      row.perEmployeeItemId,
      // Prorations land on the next invoice (Stripe's default), so a count change mid-period bills fairly.
      { quantity, proration_behavior: 'create_prorations' },
    );
    await this.subscriptions.update(row.id, { employeeCount: item.quantity ?? quantity });
    return { message: 'Employee count synchronized', companyId, subscriptionId: row.id, employeeCount: item.quantity ?? quantity };
  }

  async overview(query: OverviewQueryDto): Promise<SubscriptionOverviewPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const search = query.search?.trim() || undefined;
    if (search && /^sub_\S+$/.test(search)) {
      const sub = await this.subscriptions.find(search);
      const company = sub ? await this.companies.find(sub.companyId) : null;
      const items = company && sub ? [overviewRow(company, sub.status === 'canceled' ? null : sub)] : [];
      return { items: page === 1 ? items : [], total: items.length, page, pageSize };
    }
    const { items, total } = await this.companies.page({ search, offset: (page - 1) * pageSize, limit: pageSize });
    const subs = await this.subscriptions.liveForCompanies(items.map((c) => c.id));
    const byCompany = new Map(subs.map((s) => [s.companyId, s]));
    return { items: items.map((c) => overviewRow(c, byCompany.get(c.id) ?? null)), total, page, pageSize };
  }
}

function overviewRow(
  company: { id: string; name: string; isActive: boolean; employeeCount: number; firstUserEmail: string | null },
  sub: SubscriptionEntity | null,
): SubscriptionOverviewRow {
  return {
    companyId: company.id,
    companyName: company.name,
    isActive: company.isActive,
    subscriptionId: sub?.id ?? null,
    subscriptionStatus: sub?.status ?? null,
    employeeCount: company.employeeCount,
    firstUserEmail: company.firstUserEmail,
    monthlyAmount: sub ? monthlyAmount(sub.baseAmountPence, sub.perEmployeeAmountPence, sub.employeeCount) : null,
  };
}
