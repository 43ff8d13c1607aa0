import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type { InvitationRole, InviteCompanyCreationRequest, InviteUserToCompanyRequest } from '@app/contracts';
import { EMAIL_PATTERN } from '../invitation-rules';

export const INVITATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Please select a company',
  roleInvalid: 'Role must be Employee or Manager',
  companyRoleInvalid: 'Company-creation invitations always use the Manager role',
} as const;

export class InviteCompanyCreationDto implements InviteCompanyCreationRequest {
  @IsString({ message: INVITATION_MESSAGES.emailRequired })
  @IsNotEmpty({ message: INVITATION_MESSAGES.emailRequired })
  @MaxLength(320, { message: INVITATION_MESSAGES.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: INVITATION_MESSAGES.emailInvalid })
  email!: string;

  @IsOptional()
  @IsIn(['Manager'], { message: INVITATION_MESSAGES.companyRoleInvalid })
  role?: 'Manager';
}

export class InviteUserToCompanyDto implements InviteUserToCompanyRequest {
  @IsString({ message: INVITATION_MESSAGES.emailRequired })
  @IsNotEmpty({ message: INVITATION_MESSAGES.emailRequired })
  @MaxLength(320, { message: INVITATION_MESSAGES.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: INVITATION_MESSAGES.emailInvalid })
  email!: string;

  @IsNotEmpty({ message: INVITATION_MESSAGES.companyRequired })
  @IsUUID('all', { message: INVITATION_MESSAGES.companyRequired })
  companyId!: string;

  @IsOptional()
  @IsIn(['Employee', 'Manager'], { message: INVITATION_MESSAGES.roleInvalid })
  role?: InvitationRole;
}
