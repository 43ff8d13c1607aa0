import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import type { StoredSubscriptionState, SubscriptionChange } from '../webhooks/webhook-rules';
import { CustomerEntity } from './entities/customer.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import type { StoredSubscriptionFields } from './subscription-rules';

const ENDED = ['canceled', 'incomplete_expired'] as const;

/** The only place that reads or writes billing.subscriptions and billing.customers. */
@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
  ) {}

  find(id: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** The company's live subscription (at most one, by the partial unique index). */
  liveForCompany(companyId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ companyId, status: Not(In([...ENDED])) });
  }

  liveForCompanies(companyIds: string[]): Promise<SubscriptionEntity[]> {
    if (companyIds.length === 0) return Promise.resolve([]);
    return this.subscriptions.findBy({ companyId: In(companyIds), status: Not(In([...ENDED])) });
  }

  /** Ended (cancelled) subscriptions of the company: the attempt number of its next subscription. */
  countEndedForCompany(companyId: string): Promise<number> {
    return this.subscriptions.countBy({ companyId, status: In([...ENDED]) });
  }

  /** Stores a subscription unless it is stored already (a webhook may have stored it first). */
  async insertIfAbsent(fields: StoredSubscriptionFields & { companyId: string }, em?: EntityManager): Promise<void> {
    const repo = em ? em.getRepository(SubscriptionEntity) : this.subscriptions;
    await repo.createQueryBuilder().insert().values(fields).orIgnore().execute();
  }

  async update(id: string, patch: Partial<SubscriptionEntity>, em?: EntityManager): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    const repo = em ? em.getRepository(SubscriptionEntity) : this.subscriptions;
    await repo.update({ id }, patch);
  }

  /** Locks the subscription's row for the webhook transaction; null when it is not stored. */
  async lockState(em: EntityManager, id: string): Promise<StoredSubscriptionState | null> {
    const row = await em
      .getRepository(SubscriptionEntity)
      .createQueryBuilder('s')
      .select(['s.status', 's.lastEventAt'])
      .where('s.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ? { status: row.status, lastEventAt: row.lastEventAt } : null;
  }

  async applyChange(em: EntityManager, id: string, change: SubscriptionChange, lastEventAt: number): Promise<void> {
    if (change.kind === 'insert') {
      await this.insertIfAbsent({ ...change.fields, lastEventAt } as StoredSubscriptionFields & { companyId: string }, em);
      return;
    }
    await em.getRepository(SubscriptionEntity).update({ id }, { ...change.patch, lastEventAt });
  }

  async customerOf(companyId: string): Promise<string | null> {
    return (await this.customers.findOneBy({ companyId }))?.customerId ?? null;
  }

  async saveCustomer(companyId: string, customerId: string): Promise<void> {
    await this.customers.createQueryBuilder().insert().values({ companyId, customerId }).orIgnore().execute();
  }
}
