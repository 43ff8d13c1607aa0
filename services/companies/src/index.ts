import type { FeatureModule } from '@app/nest-app';
import { SessionDirectory, UserProvisioner } from '@app/nest-auth';
import { CompanyDirectory, CompanyStatistics } from '@app/nest-common';
import { companiesEnvRules } from './companies.config';
import { companiesEntities } from './companies.entities';
import { CompaniesModule } from './companies.module';
import { CompaniesInit1763700000000 } from './migrations/1763700000000-CompaniesInit';
import { CompaniesInvitations1763700200000 } from './migrations/1763700200000-CompaniesInvitations';
import { CompaniesSignInCounters1764600000000 } from './migrations/1764600000000-CompaniesSignInCounters';
import { CompaniesSalaryComponentTemplates1765000000000 } from './migrations/1765000000000-CompaniesSalaryComponentTemplates';
import { CompaniesBusinessModels1765200000000 } from './migrations/1765200000000-CompaniesBusinessModels';
import { CompaniesListSearch1765300000000 } from './migrations/1765300000000-CompaniesListSearch';
import { CompaniesTwoFactor1765500000000 } from './migrations/1765500000000-CompaniesTwoFactor';
import { CompaniesSessions1765600000000 } from './migrations/1765600000000-CompaniesSessions';

export { CompaniesModule } from './companies.module';
export { companiesEntities } from './companies.entities';
export { companiesConfig, companiesEnvRules, loadCompaniesConfig, DEFAULT_ADMIN_EMAIL, type CompaniesConfig } from './companies.config';
export * from './bootstrap/bootstrap';
export { BlobStore, LocalBlobStore } from './files/blob-store';
export { SalaryComponentUsage } from './salary-components/salary-component-usage';

export const companiesMigrations = [CompaniesInit1763700000000, CompaniesInvitations1763700200000, CompaniesSignInCounters1764600000000, CompaniesSalaryComponentTemplates1765000000000, CompaniesBusinessModels1765200000000, CompaniesListSearch1765300000000, CompaniesTwoFactor1765500000000, CompaniesSessions1765600000000];

/** Users, companies and invitations as the composition root sees them; the owner of sessions and company data. */
export const companiesFeature: FeatureModule = {
  name: 'companies',
  module: CompaniesModule,
  entities: companiesEntities,
  migrations: companiesMigrations,
  defaultPort: 3201,
  envRules: companiesEnvRules,
  provides: [SessionDirectory, CompanyStatistics, CompanyDirectory, UserProvisioner],
};
