import { SignInAttempt } from './auth/sign-in-attempt.entity';
import { businessDataEntities } from './business-data/entities';
import { BusinessModel } from './business-model/entities/business-model.entity';
import { Company } from './companies/entities/company.entity';
import { SubscriptionPlan } from './companies/entities/subscription-plan.entity';
import { Invitation } from './invitations/entities/invitation.entity';
import { CompaniesInit1763700000000 } from './migrations/1763700000000-CompaniesInit';
import { CompaniesInvitations1763700200000 } from './migrations/1763700200000-CompaniesInvitations';
import { PasswordResetToken } from './user-management/entities/password-reset-token.entity';
import { UserPreferences } from './users/entities/user-preferences.entity';
import { User } from './users/entities/user.entity';

export { CompaniesModule } from './companies.module';
export * from './bootstrap/bootstrap';
export { BlobStore, LocalBlobStore } from './files/blob-store';
export { COMPANY_EVENTS } from './companies/company-admin.service';

export const companiesEntities = [User, UserPreferences, Company, SubscriptionPlan, BusinessModel, SignInAttempt, Invitation, PasswordResetToken, ...businessDataEntities];
export const companiesMigrations = [CompaniesInit1763700000000, CompaniesInvitations1763700200000];
