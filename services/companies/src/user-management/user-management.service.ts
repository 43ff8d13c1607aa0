import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageResponse, UserDto, UserStatusChanged } from '@app/contracts';
import { resetPasswordLink } from '@app/contracts';
import { Mailer, MailerNotConfiguredError } from '@app/nest-common';
import { generateToken, hashToken, passwordResetExpiry } from '../invitations/invitation-rules';
import { User } from '../users/entities/user.entity';
import { PasswordResetToken } from './entities/password-reset-token.entity';

export const USER_MANAGEMENT_MESSAGES = {
  notFound: 'User not found',
  ownAccount: 'You cannot deactivate your own account',
  lastAdmin: 'You cannot deactivate the last active administrator',
  deactivated: 'User deactivated successfully',
  reactivated: 'User reactivated successfully',
  resetInactive: 'Cannot send a password reset email to an inactive user. Reactivate the user first.',
  resetSent: 'Password reset email sent successfully',
  noSmtp: 'No active SMTP configuration: the password reset email cannot be sent. Configure and activate one in System Settings > SMTP Configuration.',
} as const;

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  role: UserDto['role'];
  company_id: string | null;
  company_name: string | null;
  is_active: boolean;
  last_login_date: Date | null;
  created_at: Date;
}

@Injectable()
export class UserManagementService {
  private readonly logger = new Logger('UserManagement');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** Every user with the company name, newest first (one query). */
  async list(): Promise<UserDto[]> {
    const rows: UserRow[] = await this.dataSource.query(`
      SELECT u.id, u.first_name, u.last_name, u.email, u.email_confirmed, u.role, u.company_id, c.name AS company_name,
             u.is_active, u.last_login_date, u.created_at
        FROM companies.users u LEFT JOIN companies.companies c ON c.id = u.company_id
       ORDER BY u.created_at DESC, u.id`);
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      emailConfirmed: r.email_confirmed,
      role: r.role,
      companyId: r.company_id,
      companyName: r.company_name,
      isActive: r.is_active,
      lastLoginDate: r.last_login_date ? new Date(r.last_login_date).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /**
   * Deactivates or reactivates. Deactivation bumps the session version, so every token issued before stops working
   * (also after a later reactivation). An admin cannot deactivate their own account or the last active admin; the
   * admin rows are locked so two admins deactivating each other at once cannot leave none.
   */
  async toggleStatus(id: string, actingUserId: string): Promise<UserStatusChanged> {
    return this.dataSource.transaction(async (em) => {
      const [peek] = await em.query(`SELECT role, is_active FROM companies.users WHERE id = $1`, [id]);
      if (!peek) throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
      // Deactivating an admin locks every active admin row, always in id order, so that two admins deactivating each
      // other at once run one after the other (no deadlock) and the second sees the first one's result.
      const admins: { id: string }[] =
        peek.role === 'Admin' && peek.is_active
          ? await em.query(`SELECT id FROM companies.users WHERE role = 'Admin' AND is_active ORDER BY id FOR UPDATE`)
          : [];
      const [target] = await em.query(`SELECT id, role, is_active FROM companies.users WHERE id = $1 FOR UPDATE`, [id]);
      if (!target) throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
      if (!target.is_active) {
        await em.query(`UPDATE companies.users SET is_active = true WHERE id = $1`, [id]);
        return { message: USER_MANAGEMENT_MESSAGES.reactivated, isActive: true };
      }
      if (id === actingUserId) throw new BadRequestException(USER_MANAGEMENT_MESSAGES.ownAccount);
      if (target.role === 'Admin' && admins.filter((a) => a.id !== id).length === 0) {
        throw new BadRequestException(USER_MANAGEMENT_MESSAGES.lastAdmin);
      }
      await em.query(`UPDATE companies.users SET is_active = false, session_version = session_version + 1 WHERE id = $1`, [id]);
      return { message: USER_MANAGEMENT_MESSAGES.deactivated, isActive: false };
    });
  }

  /**
   * Creates a single-use reset token (stored as SHA-256, valid 1 hour, earlier unused links of the user are
   * cancelled) and e-mails the link. No active SMTP configuration: 409 and no token is left behind.
   */
  async sendPasswordReset(id: string, origin: string): Promise<MessageResponse> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
    if (!user.isActive) throw new BadRequestException(USER_MANAGEMENT_MESSAGES.resetInactive);
    const token = generateToken();
    const createdAt = new Date();
    const saved = await this.dataSource.transaction(async (em) => {
      await em.query(`UPDATE companies.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [id]);
      return em.getRepository(PasswordResetToken).save(
        em.getRepository(PasswordResetToken).create({ userId: id, tokenHash: hashToken(token), createdAt, expiresAt: passwordResetExpiry(createdAt), usedAt: null }),
      );
    });
    const link = resetPasswordLink(origin, token);
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'An administrator asked for your password to be reset. Open this link to choose a new password (valid for 1 hour, usable once):',
          link,
          '',
          'If you did not expect this e-mail, you can ignore it: your password stays unchanged.',
        ].join('\n'),
      });
    } catch (error) {
      await this.dataSource.getRepository(PasswordResetToken).delete({ id: saved.id });
      if (error instanceof MailerNotConfiguredError) throw new ConflictException(USER_MANAGEMENT_MESSAGES.noSmtp);
      this.logger.warn(`Password reset e-mail to ${user.email} failed: ${(error as Error).message}`);
      throw new BadGatewayException(`The password reset email could not be sent: ${(error as Error).message}`);
    }
    return { message: USER_MANAGEMENT_MESSAGES.resetSent };
  }
}
