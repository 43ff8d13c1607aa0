import { Module } from '@nestjs/common';
import { UserProvisioner } from '@app/nest-auth';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInThrottleService } from './auth/sign-in-throttle.service';
import { BusinessModelController } from './business-model/business-model.controller';
import { BusinessModelService } from './business-model/business-model.service';
import { AdminCompaniesController, SubscriptionPlansController } from './companies/admin-companies.controller';
import { CompaniesService } from './companies/companies.service';
import { CompanyAdminController } from './companies/company-admin.controller';
import { CompanyAdminService } from './companies/company-admin.service';
import { BlobStore, LocalBlobStore } from './files/blob-store';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsService } from './invitations/invitations.service';
import { UserPreferencesController } from './preferences/user-preferences.controller';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationService } from './registration/registration.service';
import { UserManagementController } from './user-management/user-management.controller';
import { UserManagementService } from './user-management/user-management.service';
import { UsersService } from './users/users.service';

@Module({
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
    UsersService,
    { provide: UserProvisioner, useExisting: UsersService },
    LoginService,
    SignInThrottleService,
    BusinessModelService,
    CompaniesService,
    CompanyAdminService,
    { provide: BlobStore, useFactory: () => LocalBlobStore.fromEnv() },
    UserManagementService,
    InvitationsService,
    RegistrationService,
  ],
  exports: [UserProvisioner],
})
export class CompaniesModule {}
