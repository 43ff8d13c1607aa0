import { SignInCounter } from './auth/entities/sign-in-counter.entity';
import { businessDataEntities } from './business-data/entities';
import { BusinessModel } from './business-model/entities/business-model.entity';
import { Company } from './companies/entities/company.entity';
import { SubscriptionPlan } from './companies/entities/subscription-plan.entity';
import { Invitation } from './invitations/entities/invitation.entity';
import { SalaryComponentTemplate } from './salary-components/entities/salary-component-template.entity';
import { PasswordResetToken } from './user-management/entities/password-reset-token.entity';
import { UserPreferences } from './users/entities/user-preferences.entity';
import { User } from './users/entities/user.entity';

/** Every entity of the `companies` schema (registered with the connection and with `TypeOrmModule.forFeature`). */
export const companiesEntities = [User, UserPreferences, Company, SubscriptionPlan, BusinessModel, SignInCounter, Invitation, PasswordResetToken, SalaryComponentTemplate, ...businessDataEntities];
