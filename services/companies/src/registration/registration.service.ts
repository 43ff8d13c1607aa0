import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import type { InvitationPreview, LoginResult } from '@app/contracts';
import { AuthService } from '@app/nest-auth';
import { Company } from '../companies/entities/company.entity';
import { Invitation } from '../invitations/entities/invitation.entity';
import { hashToken, isExpired, normaliseEmail, redeemProblem } from '../invitations/invitation-rules';
import { rowsOf } from '../common/query-results';
import { PasswordResetToken } from '../user-management/entities/password-reset-token.entity';
import { User } from '../users/entities/user.entity';
import { hashPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { RegisterDto, RegisterWithCompanyDto, ResetPasswordDto } from './dto/registration.dto';

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
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  async preview(token: string | undefined): Promise<InvitationPreview> {
    const invitation = token ? await this.findInvitation(token) : null;
    const problem = redeemProblem(invitation);
    if (problem || !invitation) throw new BadRequestException(problem);
    const company = invitation.companyId ? await this.dataSource.getRepository(Company).findOneBy({ id: invitation.companyId }) : null;
    return {
      email: invitation.email,
      type: invitation.companyId ? 'User' : 'Company',
      companyName: company?.name ?? null,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  register(body: RegisterDto): Promise<LoginResult> {
    return this.redeem('User', body);
  }

  registerWithCompany(body: RegisterWithCompanyDto): Promise<LoginResult> {
    return this.redeem('Company', body);
  }

  /**
   * The invitation is consumed by a conditional UPDATE (`WHERE is_used = false ... RETURNING`) inside the transaction
   * that creates the account: of two concurrent requests exactly one claims it; the other gets 409. Any failure
   * afterwards rolls the claim back, so the invitation stays usable.
   */
  private async redeem(kind: InvitationKind, body: RegisterDto | RegisterWithCompanyDto): Promise<LoginResult> {
    const invitation = await this.findInvitation(body.token);
    const problem = redeemProblem(invitation);
    if (problem || !invitation) throw new BadRequestException(problem);
    if (kind === 'User' && !invitation.companyId) throw new BadRequestException(REGISTRATION_ERRORS.wrongPageForCompanyInvite);
    if (kind === 'Company' && invitation.companyId) throw new BadRequestException(REGISTRATION_ERRORS.wrongPageForUserInvite);
    if (invitation.companyId) {
      const company = await this.dataSource.getRepository(Company).findOneBy({ id: invitation.companyId });
      if (!company) throw new BadRequestException(REGISTRATION_ERRORS.companyGone);
      if (!company.isActive) throw new BadRequestException(REGISTRATION_ERRORS.companyInactive);
    }
    const email = normaliseEmail(invitation.email);
    if (await this.dataSource.getRepository(User).existsBy({ email })) throw new ConflictException(REGISTRATION_ERRORS.emailTaken);
    // Hashing is slow: done before the transaction so that it stays short.
    const passwordHash = await hashPassword(body.password);

    const userId = await this.dataSource.transaction(async (em) => {
      const claimed = rowsOf(
        await em.query(
          `UPDATE companies.invitations SET is_used = true, used_at = now()
            WHERE id = $1 AND is_used = false AND expires_at > now() RETURNING id`,
          [invitation.id],
        ),
      );
      if (claimed.length === 0) throw new ConflictException(REGISTRATION_ERRORS.justUsed);
      let companyId = invitation.companyId;
      if (kind === 'Company') {
        const withCompany = body as RegisterWithCompanyDto;
        const now = new Date();
        const company = await em.getRepository(Company).save(
          em.getRepository(Company).create({
            name: withCompany.companyName.trim(),
            description: withCompany.companyDescription?.trim() || null,
            subscriptionPlan: 0,
            subscriptionStartDate: now,
            subscriptionEndDate: null,
            isActive: true,
          }),
        );
        companyId = company.id;
      }
      let user: User;
      try {
        user = await em.getRepository(User).save(
          em.getRepository(User).create({
            email,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            passwordHash,
            role: invitation.role,
            companyId,
            isActive: true,
            emailConfirmed: invitation.emailed,
            lastLoginDate: new Date(),
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(REGISTRATION_ERRORS.emailTaken);
        throw error;
      }
      await em.query(`UPDATE companies.invitations SET used_by_user_id = $2 WHERE id = $1`, [invitation.id, user.id]);
      return user.id;
    });
    return this.session(userId);
  }

  /** Consumes a single-use reset link, sets the password, ends the user's other sessions and signs them in. */
  async resetPassword(body: ResetPasswordDto): Promise<LoginResult> {
    const reset = await this.dataSource.getRepository(PasswordResetToken).findOneBy({ tokenHash: hashToken(body.token) });
    if (!reset) throw new BadRequestException(REGISTRATION_ERRORS.resetInvalid);
    if (reset.usedAt) throw new BadRequestException(REGISTRATION_ERRORS.resetUsed);
    if (isExpired(reset.expiresAt)) throw new BadRequestException(REGISTRATION_ERRORS.resetExpired);
    const user = await this.users.findById(reset.userId);
    if (!user || !user.isActive) throw new BadRequestException(REGISTRATION_ERRORS.accountInactive);
    if (user.role !== 'Admin' && user.company && !user.company.isActive) {
      throw new ForbiddenException('Your company account is inactive. Please contact support.');
    }
    const passwordHash = await hashPassword(body.password);
    await this.dataSource.transaction(async (em) => {
      const claimed = rowsOf(
        await em.query(
          `UPDATE companies.password_reset_tokens SET used_at = now()
            WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [reset.id],
        ),
      );
      if (claimed.length === 0) throw new ConflictException(REGISTRATION_ERRORS.resetJustUsed);
      // The session version bump ends every session opened with the old password.
      await em.query(
        `UPDATE companies.users SET password_hash = $2, session_version = session_version + 1, last_login_date = now()
          WHERE id = $1`,
        [reset.userId, passwordHash],
      );
    });
    return this.session(reset.userId);
  }

  private findInvitation(token: string): Promise<Invitation | null> {
    return this.dataSource.getRepository(Invitation).findOneBy({ tokenHash: hashToken(token) });
  }

  private async session(userId: string): Promise<LoginResult> {
    const user = (await this.users.findById(userId))!;
    return { token: await this.auth.issueToken(user), user: await this.users.toDto(user, true) };
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
