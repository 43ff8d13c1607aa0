import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { CompanyListItem, MessageResponse, PagedList, SubscriptionPlanDto } from '@app/contracts';
import { SubscriptionPlan } from '@app/contracts';
import { afterCommit, auditChanges, auditNote, EventBus, ListQueryDto, resolveList } from '@app/nest-common';
import { BlobStore } from '../files/blob-store';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { CompaniesRepository } from './companies.repository';
import { COMPANY_LIST, COMPANY_MESSAGES, resetMessage, subscriptionPeriod } from './company-rules';
import { SUBSCRIPTION_MESSAGES, UpdateSubscriptionDto } from './dto/update-subscription.dto';

/** The company resource of the admin area: list, subscription plans, status, subscription and data reset. */
@Injectable()
export class CompaniesService {
  private readonly logger = new Logger('Companies');

  constructor(
    private readonly companies: CompaniesRepository,
    private readonly sessions: CompaniesSessionDirectory,
    @Inject(BlobStore) private readonly blobs: BlobStore,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** The company management list, every count in one query. */
  list(): Promise<CompanyListItem[]> {
    return this.companies.list();
  }

  /** One page of it, filtered, searched and sorted on the server (issue 12). */
  page(query: ListQueryDto): Promise<PagedList<CompanyListItem>> {
    return this.companies.page(resolveList(query, COMPANY_LIST, 'c.id'));
  }

  plans(): Promise<SubscriptionPlanDto[]> {
    return this.companies.subscriptionPlans();
  }

  /**
   * Flips the active flag. A deactivated company's users lose their sessions at their next request (the session
   * directory hears `company.status-changed`) and technical tells the signed-in ones (CompanyDeactivated).
   */
  async toggleStatus(id: string): Promise<MessageResponse> {
    const updated = await this.companies.toggleActive(id);
    if (!updated) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    auditNote({
      action: updated.isActive ? 'company.activated' : 'company.deactivated',
      target: { type: 'company', id, name: updated.name },
      changes: [{ field: 'isActive', before: !updated.isActive, after: updated.isActive }],
    });
    await this.sessions.companyChanged(id, updated.name, updated.isActive);
    return { message: updated.isActive ? COMPANY_MESSAGES.activated : COMPANY_MESSAGES.deactivated };
  }

  /** Plan Standard/Premium stored as 0/1; end date null = unlimited; end before start = 400. */
  async updateSubscription(id: string, body: UpdateSubscriptionDto): Promise<MessageResponse> {
    const { start, end, endBeforeStart } = subscriptionPeriod(body.subscriptionStartDate, body.subscriptionEndDate);
    if (endBeforeStart) {
      throw new BadRequestException({ message: SUBSCRIPTION_MESSAGES.endBeforeStart, errors: { subscriptionEndDate: [SUBSCRIPTION_MESSAGES.endBeforeStart] } });
    }
    const plan = body.subscriptionPlan === 'Premium' ? SubscriptionPlan.Premium : SubscriptionPlan.Standard;
    const before = await this.companies.findById(id);
    if (!before || !(await this.companies.updateSubscription(id, plan, start, end))) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    const planName = (p: number) => (p === SubscriptionPlan.Premium ? 'Premium' : 'Standard');
    const day = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);
    auditNote({
      action: before.subscriptionPlan !== plan ? 'subscription.plan-changed' : 'subscription.dates-changed',
      target: { type: 'company', id, name: before.name },
      changes: auditChanges(
        { subscriptionPlan: planName(before.subscriptionPlan), subscriptionStartDate: day(before.subscriptionStartDate), subscriptionEndDate: day(before.subscriptionEndDate) },
        { subscriptionPlan: planName(plan), subscriptionStartDate: day(start), subscriptionEndDate: day(end) },
      ),
    });
    return { message: COMPANY_MESSAGES.subscriptionUpdated };
  }

  /**
   * Deletes the company's clients, employees, invoices, expenses, recurring expenses and stored files in one
   * transaction (the company row is locked meanwhile); the company, its users, settings and subscription stay.
   * The files' blobs are removed only after the commit, so a failed reset never loses a file.
   */
  async reset(id: string): Promise<MessageResponse> {
    const deleted = await this.companies.deleteBusinessData(id);
    if (!deleted) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    auditNote({
      action: 'company.reset',
      target: { type: 'company', id, name: deleted.name },
      changes: Object.entries(deleted.counts).map(([table, count]) => ({ field: `${table} deleted`, before: count, after: 0 })),
    });
    // The files go once the deletion is committed (with its audit entry), so a failed reset never loses a file.
    await afterCommit(async () => {
      const failed = await this.blobs.remove(deleted.paths);
      if (failed.length) this.logger.warn(`Reset of company ${id}: ${failed.length} blob(s) could not be removed from the file store`);
    });
    await this.events.publish('company.reset', { companyId: id, counts: deleted.counts });
    return { message: resetMessage(deleted.name, deleted.counts) };
  }
}
