import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { InvitationPreview, LoginResult } from '@app/contracts';
import { Public } from '@app/nest-auth';
import { RegisterDto, RegisterWithCompanyDto, ResetPasswordDto } from './dto/registration.dto';
import { RegistrationService } from './registration.service';

/** Public: reached from invitation and password reset links. Each success answers `{ token, user }` (signed in). */
@Controller('auth')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Public()
  @Get('invitation')
  preview(@Query('token') token?: string): Promise<InvitationPreview> {
    return this.registration.preview(typeof token === 'string' ? token : undefined);
  }

  @Public()
  @Post('register')
  @HttpCode(200)
  register(@Body() body: RegisterDto): Promise<LoginResult> {
    return this.registration.register(body);
  }

  @Public()
  @Post('register-with-company')
  @HttpCode(200)
  registerWithCompany(@Body() body: RegisterWithCompanyDto): Promise<LoginResult> {
    return this.registration.registerWithCompany(body);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto): Promise<LoginResult> {
    return this.registration.resetPassword(body);
  }
}
