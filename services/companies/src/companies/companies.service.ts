import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CompanyListItem, SubscriptionPlanDto } from '@app/contracts';
import { SubscriptionPlan } from './entities/subscription-plan.entity';

interface CompanyRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  subscription_plan: number;
  subscription_start_date: Date | null;
  subscription_end_date: Date | null;
  is_active: boolean;
  is_subscription_active: boolean;
  user_count: number;
  employee_count: number;
  client_count: number;
  invoice_count: number;
  used_file_storage_bytes: string;
}

const count = (table: string) => `(SELECT count(*) FROM companies.${table} t WHERE t.company_id = c.id)::int`;

@Injectable()
export class CompaniesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The company management list, every count in one query. */
  async list(): Promise<CompanyListItem[]> {
    const rows: CompanyRow[] = await this.dataSource.query(`
      SELECT c.id, c.name, c.description, c.created_at, c.subscription_plan, c.subscription_start_date,
             c.subscription_end_date, c.is_active,
             (c.subscription_start_date <= now()
               AND (c.subscription_end_date IS NULL OR c.subscription_end_date + interval '1 day' > now()))
               AS is_subscription_active,
             ${count('users')} AS user_count,
             ${count('employees')} AS employee_count,
             ${count('clients')} AS client_count,
             ${count('invoices')} AS invoice_count,
             (SELECT coalesce(sum(f.size_bytes), 0) FROM companies.stored_files f WHERE f.company_id = c.id)::text
               AS used_file_storage_bytes
        FROM companies.companies c
       ORDER BY c.name, c.id`);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      createdAt: r.created_at.toISOString(),
      subscriptionPlan: r.subscription_plan,
      subscriptionStartDate: r.subscription_start_date?.toISOString() ?? null,
      subscriptionEndDate: r.subscription_end_date?.toISOString() ?? null,
      isActive: r.is_active,
      isSubscriptionActive: r.is_subscription_active,
      userCount: r.user_count,
      employeeCount: r.employee_count,
      clientCount: r.client_count,
      invoiceCount: r.invoice_count,
      usedFileStorageBytes: Number(r.used_file_storage_bytes),
    }));
  }

  async plans(): Promise<SubscriptionPlanDto[]> {
    const plans = await this.dataSource.getRepository(SubscriptionPlan).find({ order: { plan: 'ASC' } });
    return plans.map((p) => ({
      plan: p.plan,
      name: p.name,
      monthlyPrice: Number(p.monthlyPrice),
      maxFileStorageMB: p.maxFileStorageMB,
      maxUsers: p.maxUsers,
    }));
  }
}
