import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import type { InvitationPreview, LoginResult } from '@app/contracts';
import { INVITATION_EMAIL_MISMATCH_MESSAGE } from '@app/contracts';
import { CompaniesRepository } from '../companies/companies.repository';
import { Invitation } from '../invitations/entities/invitation.entity';
import { hashToken, isExpired, normaliseEmail, redeemProblem } from '../invitations/invitation-rules';
import { InvitationsRepository } from '../invitations/invitations.repository';
import { hashPassword } from '../users/passwords';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { RegisterDto, RegisterWithCompanyDto, ResetPasswordDto } from './dto/registration.dto';
import { RegistrationRepository } from './registration.repository';
import { SessionsService, SignInClient } from '../sessions/sessions.service';

export const REGISTRATION_ERRORS = {
  wrongPageForCompanyInvite: 'This invitation is for creating a new company. Open it on the company onboarding page.',
  wrongPageForUserInvite: 'This invitation is for joining an existing company. Open it on the registration page.',
  emailTaken: 'An account with this email address already exists. Please sign in instead.',
  justUsed: 'This invitation has just been used. Please sign in, or ask your administrator for a new invitation.',
  companyInactive: 'The company you were invited to is inactive. Please contact support.',
  companyGone: 'The company you were invited to no longer exists.',
  resetInvalid: 'This password reset link is invalid.',
  resetUsed: 'This password reset link has already been used.',
  resetExpired: 'This password reset link has expired. Please ask your administrator for a new one.',
  resetJustUsed: 'This password reset link has just been used.',
  accountInactive: 'Your account has been deactivated. Please contact your administrator.',
} as const;

type InvitationKind = 'User' | 'Company';

/** Redeems invitations (register, register-with-company) and password reset links; each answers a signed-in session. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly invitations: InvitationsRepository,
    private readonly companies: CompaniesRepository,
    private readonly usersRepository: UsersRepository,
    private readonly users: UsersService,
    private readonly sessions: CompaniesSessionDirectory,
    private readonly signIns: SessionsService,
  ) {}

  async preview(token: string | undefined): Promise<InvitationPreview> {
    const invitation = token ? await this.findInvitation(token) : null;
    const problem = redeemProblem(invitation);
    if (problem || !invitation) throw new BadRequestException(problem);
    const company = invitation.companyId ? await this.companies.findById(invitation.companyId) : null;
    return {
      email: invitation.email,
      type: invitation.companyId ? 'User' : 'Company',
      companyName: company?.name ?? null,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  register(body: RegisterDto, client?: SignInClient): Promise<LoginResult> {
    return this.redeem('User', body, client);
  }

  registerWithCompany(body: RegisterWithCompanyDto, client?: SignInClient): Promise<LoginResult> {
    return this.redeem('Company', body, client);
  }

  /**
   * The invitation is consumed by a conditional UPDATE (`WHERE is_used = false ... RETURNING`) inside the transaction
   * that creates the account: of two concurrent requests exactly one claims it; the other gets 409. Any failure
   * afterwards rolls the claim back, so the invitation stays usable.
   */
  private async redeem(kind: InvitationKind, body: RegisterDto | RegisterWithCompanyDto, client?: SignInClient): Promise<LoginResult> {
    const invitation = await this.findInvitation(body.token);
    const problem = redeemProblem(invitation);
    if (problem || !invitation) throw new BadRequestException(problem);
    if (kind === 'User' && !invitation.companyId) throw new BadRequestException(REGISTRATION_ERRORS.wrongPageForCompanyInvite);
    if (kind === 'Company' && invitation.companyId) throw new BadRequestException(REGISTRATION_ERRORS.wrongPageForUserInvite);
    if (invitation.companyId) {
      const company = await this.companies.findById(invitation.companyId);
      if (!company) throw new BadRequestException(REGISTRATION_ERRORS.companyGone);
      if (!company.isActive) throw new BadRequestException(REGISTRATION_ERRORS.companyInactive);
    }
    const email = normaliseEmail(invitation.email);
    if (body.email !== undefined && normaliseEmail(body.email) !== email) {
      throw new BadRequestException({ message: INVITATION_EMAIL_MISMATCH_MESSAGE, errors: { email: [INVITATION_EMAIL_MISMATCH_MESSAGE] } });
    }
    if (await this.usersRepository.existsByEmail(email)) throw new ConflictException(REGISTRATION_ERRORS.emailTaken);
    // Hashing is slow: done before the transaction so that it stays short.
    const passwordHash = await hashPassword(body.password);

    const withCompany = kind === 'Company' ? (body as RegisterWithCompanyDto) : null;
    const outcome = await this.registrations.redeemInvitation(
      invitation.id,
      {
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        passwordHash,
        role: invitation.role,
        companyId: invitation.companyId,
        isActive: true,
        emailConfirmed: invitation.emailed,
      },
      withCompany ? { name: withCompany.companyName.trim(), description: withCompany.companyDescription?.trim() || null } : null,
    );
    if (outcome === 'invitation-just-used') throw new ConflictException(REGISTRATION_ERRORS.justUsed);
    if (outcome === 'email-taken') throw new ConflictException(REGISTRATION_ERRORS.emailTaken);
    await this.sessions.userChanged(outcome.userId);
    return this.session(outcome.userId, client);
  }

  /** Consumes a single-use reset link, sets the password, ends the user's other sessions and signs them in. */
  async resetPassword(body: ResetPasswordDto, client?: SignInClient): Promise<LoginResult> {
    const reset = await this.registrations.findResetToken(hashToken(body.token));
    if (!reset) throw new BadRequestException(REGISTRATION_ERRORS.resetInvalid);
    if (reset.usedAt) throw new BadRequestException(REGISTRATION_ERRORS.resetUsed);
    if (isExpired(reset.expiresAt)) throw new BadRequestException(REGISTRATION_ERRORS.resetExpired);
    const user = await this.users.findById(reset.userId);
    if (!user || !user.isActive) throw new BadRequestException(REGISTRATION_ERRORS.accountInactive);
    if (user.role !== 'Admin' && user.company && !user.company.isActive) {
      throw new ForbiddenException('Your company account is inactive. Please contact support.');
    }
    const passwordHash = await hashPassword(body.password);
    if (!(await this.registrations.consumeResetToken(reset.id, reset.userId, passwordHash))) {
      throw new ConflictException(REGISTRATION_ERRORS.resetJustUsed);
    }
    await this.sessions.userChanged(reset.userId);
    return this.session(reset.userId, client);
  }

  private findInvitation(token: string): Promise<Invitation | null> {
    return this.invitations.findByTokenHash(hashToken(token));
  }

  private async session(userId: string, client?: SignInClient): Promise<LoginResult> {
    const user = (await this.users.findById(userId))!;
    return { token: await this.signIns.start(user, client), user: await this.users.toDto(user, true) };
  }
}
