import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyDirectory, CompanyStatistics } from '@app/nest-common';
import { SessionDirectory, UserProvisioner } from '@app/nest-auth';
import { TwoFactorController } from './auth/two-factor.controller';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { TwoFactorService } from './auth/two-factor.service';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInCountersRepository } from './auth/sign-in-counters.repository';
import { SignInThrottleService } from './auth/sign-in-throttle.service';
import { AdminBusinessModelsController, BusinessModelController, CompanyBusinessModelController } from './business-model/business-model.controller';
import { BusinessModelRepository } from './business-model/business-model.repository';
import { BusinessModelService } from './business-model/business-model.service';
import { CompaniesService } from './companies/companies.service';
import { CompaniesController } from './companies/companies.controller';
import { CompaniesRepository } from './companies/companies.repository';
import { CompaniesDirectory } from './companies/company-directory';
import { CompaniesStatistics } from './companies/company-statistics';
import { SubscriptionPlansController } from './companies/subscription-plans.controller';
import { companiesConfig, CompaniesConfig } from './companies.config';
import { companiesEntities } from './companies.entities';
import { BlobStore, LocalBlobStore } from './files/blob-store';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsRepository } from './invitations/invitations.repository';
import { InvitationsService } from './invitations/invitations.service';
import { UserPreferencesController } from './preferences/user-preferences.controller';
import { UserPreferencesService } from './preferences/user-preferences.service';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationRepository } from './registration/registration.repository';
import { RegistrationService } from './registration/registration.service';
import { CompaniesSessionDirectory } from './sessions/companies-session-directory';
import { SalaryComponentsController } from './salary-components/salary-components.controller';
import { SalaryComponentsRepository } from './salary-components/salary-components.repository';
import { SalaryComponentsService } from './salary-components/salary-components.service';
import { BusinessModelsUsingComponent, SalaryComponentUsage } from './salary-components/salary-component-usage';
import { UserManagementController } from './user-management/user-management.controller';
import { UserManagementRepository } from './user-management/user-management.repository';
import { UserManagementService } from './user-management/user-management.service';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/**
 * Users, companies and invitations (schema `companies`). Global because it owns ports other modules use: the
 * SessionDirectory read by the auth guard and the hub, CompanyStatistics read by technical, CompanyDirectory read by
 * billing, UserProvisioner.
 */
@Global()
@Module({
  imports: [ConfigModule.forFeature(companiesConfig), TypeOrmModule.forFeature(companiesEntities)],
  controllers: [
    AuthController,
    TwoFactorController,
    SessionsController,
    RegistrationController,
    UserPreferencesController,
    BusinessModelController,
    AdminBusinessModelsController,
    CompanyBusinessModelController,
    CompaniesController,
    SubscriptionPlansController,
    UserManagementController,
    InvitationsController,
    SalaryComponentsController,
  ],
  providers: [
    UsersRepository,
    CompaniesSessionDirectory,
    { provide: SessionDirectory, useExisting: CompaniesSessionDirectory },
    SignInCountersRepository,
    BusinessModelRepository,
    InvitationsRepository,
    RegistrationRepository,
    UserManagementRepository,
    UsersService,
    UserPreferencesService,
    { provide: UserProvisioner, useExisting: UsersService },
    LoginService,
    TwoFactorService,
    SessionsService,
    SignInThrottleService,
    BusinessModelService,
    CompaniesRepository,
    CompaniesService,
    { provide: CompanyStatistics, useClass: CompaniesStatistics },
    { provide: CompanyDirectory, useClass: CompaniesDirectory },
    { provide: BlobStore, inject: [companiesConfig.KEY], useFactory: (config: CompaniesConfig) => new LocalBlobStore(config.filesDir) },
    UserManagementService,
    InvitationsService,
    RegistrationService,
    SalaryComponentsRepository,
    SalaryComponentsService,
    // Business models answer who uses a component (docs/salary-components.md).
    { provide: SalaryComponentUsage, useClass: BusinessModelsUsingComponent },
  ],
  exports: [UserProvisioner, SessionDirectory, CompanyStatistics, CompanyDirectory],
})
export class CompaniesModule {}
