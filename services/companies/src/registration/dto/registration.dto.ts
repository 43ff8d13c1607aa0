import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { RegisterRequest, RegisterWithCompanyRequest, ResetPasswordRequest } from '@app/contracts';
import { IsAcceptablePassword, MatchesPassword } from './password.validator';

export const REGISTRATION_MESSAGES = {
  tokenRequired: 'The invitation token is missing. Open the link from your invitation again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  companyNameRequired: 'Company name is required',
  resetTokenRequired: 'The password reset token is missing. Open the link from your e-mail again.',
} as const;

export class RegisterDto implements RegisterRequest {
  @IsString({ message: REGISTRATION_MESSAGES.tokenRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.tokenRequired })
  @MaxLength(200, { message: REGISTRATION_MESSAGES.tokenRequired })
  token!: string;

  @IsString({ message: REGISTRATION_MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.firstNameRequired })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @IsString({ message: REGISTRATION_MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.lastNameRequired })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;

  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsAcceptablePassword()
  password!: string;

  @MatchesPassword()
  confirmPassword?: string;

  /** Checked against the invitation's address by the service (the form shows it, read-only). */
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  @MaxLength(320, { message: 'Email must be at most 320 characters' })
  email?: string;
}

export class RegisterWithCompanyDto extends RegisterDto implements RegisterWithCompanyRequest {
  @IsString({ message: REGISTRATION_MESSAGES.companyNameRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.companyNameRequired })
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  companyName!: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters' })
  companyDescription?: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString({ message: REGISTRATION_MESSAGES.resetTokenRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.resetTokenRequired })
  @MaxLength(200, { message: REGISTRATION_MESSAGES.resetTokenRequired })
  token!: string;

  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsAcceptablePassword()
  password!: string;

  @MatchesPassword()
  confirmPassword?: string;
}
