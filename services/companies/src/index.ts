import { CompaniesInit1763700000000 } from './migrations/1763700000000-CompaniesInit';
import { CompaniesInvitations1763700200000 } from './migrations/1763700200000-CompaniesInvitations';

export { CompaniesModule } from './companies.module';
export { companiesEntities } from './companies.entities';
export { companiesConfig, companiesEnvRules, loadCompaniesConfig, DEFAULT_ADMIN_EMAIL, type CompaniesConfig } from './companies.config';
export * from './bootstrap/bootstrap';
export { BlobStore, LocalBlobStore } from './files/blob-store';

export const companiesMigrations = [CompaniesInit1763700000000, CompaniesInvitations1763700200000];
