import { Module } from '@nestjs/common';
import { UserProvisioner } from '@app/nest-auth';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInThrottleService } from './auth/sign-in-throttle.service';
import { BusinessModelController } from './business-model/business-model.controller';
import { BusinessModelService } from './business-model/business-model.service';
import { AdminCompaniesController, SubscriptionPlansController } from './companies/admin-companies.controller';
import { CompaniesService } from './companies/companies.service';
import { UserPreferencesController } from './preferences/user-preferences.controller';
import { UsersService } from './users/users.service';

@Module({
  controllers: [AuthController, UserPreferencesController, BusinessModelController, AdminCompaniesController, SubscriptionPlansController],
  providers: [
    UsersService,
    { provide: UserProvisioner, useExisting: UsersService },
    LoginService,
    SignInThrottleService,
    BusinessModelService,
    CompaniesService,
  ],
  exports: [UserProvisioner],
})
export class CompaniesModule {}
