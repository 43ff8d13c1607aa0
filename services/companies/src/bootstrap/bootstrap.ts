import { randomBytes } from 'crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@app/contracts';
import { Client, Employee, Expense, Invoice, RecurringExpense, StoredFile } from '../business-data/entities';
import { CompaniesConfig, loadCompaniesConfig } from '../companies.config';
import { Company } from '../companies/entities/company.entity';
import { User } from '../users/entities/user.entity';
import { hashPassword } from '../users/passwords';

export const DEMO_PASSWORD = 'Demo-Password-1';

export interface AdminBootstrapResult {
  email: string;
  created: boolean;
  /** Set only when ADMIN_PASSWORD was absent and a password was generated: print it once. */
  generatedPassword?: string;
}

/** Creates the first Admin from ADMIN_EMAIL/ADMIN_PASSWORD (the companies configuration) when no Admin exists yet. */
export async function bootstrapAdmin(
  dataSource: DataSource,
  config: Pick<CompaniesConfig, 'adminEmail' | 'adminPassword'> = loadCompaniesConfig(),
): Promise<AdminBootstrapResult> {
  const email = config.adminEmail;
  const users = dataSource.getRepository(User);
  if (await users.existsBy({ role: 'Admin' })) return { email, created: false };
  const generatedPassword = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const password = config.adminPassword ?? generatedPassword!;
  // ON CONFLICT: another instance starting at the same time may have created it first.
  const result = await users
    .createQueryBuilder()
    .insert()
    .values({
      email,
      firstName: 'System',
      lastName: 'Administrator',
      role: 'Admin',
      emailConfirmed: true,
      passwordHash: await hashPassword(password),
    })
    .orIgnore()
    .execute();
  const created = (result.raw as unknown[]).length > 0;
  return created ? { email, created, generatedPassword } : { email, created };
}

const DAY = 86_400_000;

interface DemoCompany {
  name: string;
  description: string;
  plan: 0 | 1;
  startDaysAgo: number;
  endDaysFromNow: number | null;
  isActive: boolean;
  domain: string;
  employees: number;
  clients: number;
  invoices: number;
  files: number[];
}

const demoCompanies: DemoCompany[] = [
  { name: 'Acme Payroll Ltd', description: 'Payroll bureau in Leeds', plan: 1, startDaysAgo: 400, endDaysFromNow: null, isActive: true, domain: 'acme.example', employees: 6, clients: 4, invoices: 9, files: [1_572_864, 307_200, 52_428_800] },
  { name: 'Brightside Consulting', description: 'Management consultancy', plan: 0, startDaysAgo: 500, endDaysFromNow: -30, isActive: true, domain: 'brightside.example', employees: 3, clients: 2, invoices: 3, files: [204_800] },
  { name: 'Old Mill Bakery', description: 'Family bakery, Bath', plan: 0, startDaysAgo: 200, endDaysFromNow: 165, isActive: false, domain: 'oldmill.example', employees: 2, clients: 1, invoices: 1, files: [] },
  { name: 'Northwind Traders', description: 'Wholesale imports', plan: 0, startDaysAgo: 30, endDaysFromNow: 335, isActive: true, domain: 'northwind.example', employees: 4, clients: 3, invoices: 5, files: [943_718_400] },
];

/** Demo data for an empty embedded database. Returns false when companies already exist. */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  if ((await dataSource.getRepository(Company).count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  await dataSource.transaction(async (em) => {
    for (const demo of demoCompanies) {
      const company = await em.save(
        em.create(Company, {
          name: demo.name,
          description: demo.description,
          subscriptionPlan: demo.plan,
          subscriptionStartDate: new Date(now - demo.startDaysAgo * DAY),
          subscriptionEndDate: demo.endDaysFromNow === null ? null : new Date(now + demo.endDaysFromNow * DAY),
          isActive: demo.isActive,
        }),
      );
      await seedCompany(em, company.id, demo, passwordHash);
    }
  });
  return true;
}

async function seedCompany(em: EntityManager, companyId: string, demo: DemoCompany, passwordHash: string): Promise<void> {
  const people: [string, string, Role][] = [
    ['Alice', 'Manager', 'Manager'],
    ['Ben', 'Employee', 'Employee'],
    ['Chloe', 'Employee', 'Employee'],
  ];
  await em.insert(
    User,
    people.map(([firstName, lastName, role], i) => ({
      firstName,
      lastName,
      role,
      email: `${firstName.toLowerCase()}@${demo.domain}`,
      passwordHash,
      companyId,
      emailConfirmed: true,
      isActive: i < 2,
    })),
  );
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  if (demo.employees) await em.insert(Employee, range(demo.employees).map((i) => ({ companyId, firstName: `Employee${i}`, lastName: demo.name.split(' ')[0] })));
  if (demo.clients) await em.insert(Client, range(demo.clients).map((i) => ({ companyId, name: `Client ${i} of ${demo.name}` })));
  if (demo.invoices) await em.insert(Invoice, range(demo.invoices).map((i) => ({ companyId, number: `INV-${1000 + i}`, total: (i * 125.5).toFixed(2) })));
  await em.insert(Expense, [{ companyId, description: 'Office supplies', amount: '42.10' }]);
  await em.insert(RecurringExpense, [{ companyId, description: 'Office rent', amount: '1250.00' }]);
  if (demo.files.length) {
    await em.insert(StoredFile, demo.files.map((size, i) => ({ companyId, name: `document-${i + 1}.pdf`, sizeBytes: String(size), storagePath: `${companyId}/document-${i + 1}.pdf` })));
  }
}
