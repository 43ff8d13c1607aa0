import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageResponse } from '@app/contracts';
import { SubscriptionPlan } from '@app/contracts';
import { EventBus } from '@app/nest-common';
import { BlobStore } from '../files/blob-store';
import { rowsOf } from '../common/query-results';
import { SUBSCRIPTION_MESSAGES, UpdateSubscriptionDto } from './dto/update-subscription.dto';

export const COMPANY_MESSAGES = {
  notFound: 'Company not found',
  activated: 'Company activated successfully',
  deactivated: 'Company deactivated successfully',
  subscriptionUpdated: 'Subscription updated successfully',
} as const;

/** Business tables a reset empties, in deletion order (dependants first), with the words used in the message. */
export const RESET_TABLES = [
  { table: 'invoices', label: 'invoices' },
  { table: 'clients', label: 'clients' },
  { table: 'employees', label: 'employees' },
  { table: 'expenses', label: 'expenses' },
  { table: 'recurring_expenses', label: 'recurring expenses' },
  { table: 'stored_files', label: 'stored files' },
] as const;

export type ResetCounts = Record<(typeof RESET_TABLES)[number]['table'], number>;

/** "Company data reset successfully. Deleted 4 clients, 6 employees, ..." in the spec's order. */
export function resetMessage(name: string, counts: ResetCounts): string {
  const parts = [
    `${counts.clients} clients`,
    `${counts.employees} employees`,
    `${counts.invoices} invoices`,
    `${counts.expenses} expenses`,
    `${counts.recurring_expenses} recurring expenses`,
    `${counts.stored_files} stored files`,
  ];
  return `Company data for ${name} reset successfully. Deleted ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`;
}

/** Midnight UTC of a YYYY-MM-DD date, or the instant of a full ISO timestamp. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : new Date(value);
}

@Injectable()
export class CompanyAdminService {
  private readonly logger = new Logger('CompanyAdmin');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BlobStore) private readonly blobs: BlobStore,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** Flips the active flag. A deactivated company's users lose their sessions at their next request (guard). */
  async toggleStatus(id: string): Promise<MessageResponse> {
    const updated = rowsOf<{ is_active: boolean; name: string }>(
      await this.dataSource.query(`UPDATE companies.companies SET is_active = NOT is_active WHERE id = $1 RETURNING is_active, name`, [id]),
    );
    if (updated.length === 0) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    const isActive = updated[0].is_active;
    await this.events.publish('company.status-changed', { companyId: id, name: updated[0].name, isActive });
    return { message: isActive ? COMPANY_MESSAGES.activated : COMPANY_MESSAGES.deactivated };
  }

  /** Plan Standard/Premium stored as 0/1; end date null = unlimited; end before start = 400. */
  async updateSubscription(id: string, body: UpdateSubscriptionDto): Promise<MessageResponse> {
    const start = parseDate(body.subscriptionStartDate);
    const end = body.subscriptionEndDate ? parseDate(body.subscriptionEndDate) : null;
    if (end && end.getTime() < start.getTime()) {
      throw new BadRequestException({ message: SUBSCRIPTION_MESSAGES.endBeforeStart, errors: { subscriptionEndDate: [SUBSCRIPTION_MESSAGES.endBeforeStart] } });
    }
    const plan = body.subscriptionPlan === 'Premium' ? SubscriptionPlan.Premium : SubscriptionPlan.Standard;
    const updated = rowsOf(
      await this.dataSource.query(
        `UPDATE companies.companies SET subscription_plan = $2, subscription_start_date = $3, subscription_end_date = $4
          WHERE id = $1 RETURNING id`,
        [id, plan, start, end],
      ),
    );
    if (updated.length === 0) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    return { message: COMPANY_MESSAGES.subscriptionUpdated };
  }

  /**
   * Deletes the company's clients, employees, invoices, expenses, recurring expenses and stored files in one
   * transaction (the company row is locked meanwhile); the company, its users, settings and subscription stay.
   * The files' blobs are removed only after the commit, so a failed reset never loses a file.
   */
  async reset(id: string): Promise<MessageResponse> {
    const { name, counts, paths } = await this.dataSource.transaction(async (em) => {
      const [company] = await em.query(`SELECT id, name FROM companies.companies WHERE id = $1 FOR UPDATE`, [id]);
      if (!company) throw new NotFoundException(COMPANY_MESSAGES.notFound);
      const counts = {} as ResetCounts;
      let paths: string[] = [];
      for (const { table } of RESET_TABLES) {
        const returning = table === 'stored_files' ? 'storage_path' : '1 AS x';
        const deleted = rowsOf<{ storage_path?: string }>(
          await em.query(`DELETE FROM companies.${table} WHERE company_id = $1 RETURNING ${returning}`, [id]),
        );
        counts[table] = deleted.length;
        if (table === 'stored_files') paths = deleted.map((r) => r.storage_path!);
      }
      return { name: company.name as string, counts, paths };
    });
    const failed = await this.blobs.remove(paths);
    if (failed.length) this.logger.warn(`Reset of company ${id}: ${failed.length} blob(s) could not be removed from the file store`);
    await this.events.publish('company.reset', { companyId: id, counts });
    return { message: resetMessage(name, counts) };
  }
}
