import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyStatistics } from '@app/nest-common';
import { UserProvisioner } from '@app/nest-auth';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInAttemptsRepository } from './auth/sign-in-attempts.repository';
import { SignInThrottleService } from './auth/sign-in-throttle.service';
import { BusinessModelController } from './business-model/business-model.controller';
import { BusinessModelRepository } from './business-model/business-model.repository';
import { BusinessModelService } from './business-model/business-model.service';
import { AdminCompaniesController, SubscriptionPlansController } from './companies/admin-companies.controller';
import { CompaniesService } from './companies/companies.service';
import { CompanyAdminController } from './companies/company-admin.controller';
import { CompanyAdminService } from './companies/company-admin.service';
import { CompaniesRepository } from './companies/companies.repository';
import { CompaniesStatistics } from './companies/company-statistics';
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
import { UserManagementController } from './user-management/user-management.controller';
import { UserManagementRepository } from './user-management/user-management.repository';
import { UserManagementService } from './user-management/user-management.service';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({
  imports: [ConfigModule.forFeature(companiesConfig), TypeOrmModule.forFeature(companiesEntities)],
  controllers: [
    AuthController,
    RegistrationController,
    UserPreferencesController,
    BusinessModelController,
    AdminCompaniesController,
    CompanyAdminController,
    SubscriptionPlansController,
    UserManagementController,
    InvitationsController,
  ],
  providers: [
    UsersRepository,
    SignInAttemptsRepository,
    BusinessModelRepository,
    InvitationsRepository,
    RegistrationRepository,
    UserManagementRepository,
    UsersService,
    UserPreferencesService,
    { provide: UserProvisioner, useExisting: UsersService },
    LoginService,
    SignInThrottleService,
    BusinessModelService,
    CompaniesRepository,
    CompaniesService,
    { provide: CompanyStatistics, useClass: CompaniesStatistics },
    CompanyAdminService,
    { provide: BlobStore, inject: [companiesConfig.KEY], useFactory: (config: CompaniesConfig) => new LocalBlobStore(config.filesDir) },
    UserManagementService,
    InvitationsService,
    RegistrationService,
  ],
  exports: [UserProvisioner, CompanyStatistics],
})
export class CompaniesModule {}
