import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { MessageResponse, PagedList, UserDto, UsersSummary, UserStatusChanged } from '@app/contracts';
import { resetPasswordLink } from '@app/contracts';
import { ListQueryDto, Mailer, MailerNotConfiguredError, resolveList, auditNote } from '@app/nest-common';
import { generateToken, hashToken, passwordResetExpiry } from '../invitations/invitation-rules';
import { CompaniesSessionDirectory } from '../sessions/companies-session-directory';
import { UsersRepository } from '../users/users.repository';
import { toUserDto } from '../users/user-row';
import { USER_LIST, UserManagementRepository } from './user-management.repository';
import { SessionsService } from '../sessions/sessions.service';

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

@Injectable()
export class UserManagementService {
  private readonly logger = new Logger('UserManagement');

  constructor(
    private readonly userManagement: UserManagementRepository,
    private readonly users: UsersRepository,
    private readonly sessions: CompaniesSessionDirectory,
    @Inject(Mailer) private readonly mailer: Mailer,
    private readonly signIns: SessionsService,
  ) {}

  /** Every user with the company name, newest first (one query). */
  async list(): Promise<UserDto[]> {
    return (await this.userManagement.list()).map(toUserDto);
  }

  /** One page, searched, filtered and sorted on the server (issue 12). */
  async page(query: ListQueryDto): Promise<PagedList<UserDto>> {
    const r = resolveList(query, USER_LIST, 'u.id');
    const { rows, total } = await this.userManagement.page(r);
    return { items: rows.map(toUserDto), total, page: r.page, pageSize: r.pageSize };
  }

  summary(): Promise<UsersSummary> {
    return this.userManagement.summary();
  }

  /**
   * Deactivates or reactivates. Deactivation bumps the session version, so every token issued before stops working
   * (also after a later reactivation). An admin cannot deactivate their own account or the last active admin; the
   * admin rows are locked so two admins deactivating each other at once cannot leave none.
   */
  async toggleStatus(id: string, actingUserId: string): Promise<UserStatusChanged> {
    const outcome = await this.userManagement.toggleStatus(id, actingUserId);
    if (outcome === 'not-found') throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
    if (outcome === 'own-account') throw new BadRequestException(USER_MANAGEMENT_MESSAGES.ownAccount);
    if (outcome === 'last-admin') throw new BadRequestException(USER_MANAGEMENT_MESSAGES.lastAdmin);
    const user = await this.users.findById(id);
    auditNote({
      action: outcome.isActive ? 'user.reactivated' : 'user.deactivated',
      target: { type: 'user', id, name: user?.email ?? null },
      changes: [{ field: 'isActive', before: !outcome.isActive, after: outcome.isActive }],
    });
    await this.sessions.userChanged(id);
    return { message: outcome.isActive ? USER_MANAGEMENT_MESSAGES.reactivated : USER_MANAGEMENT_MESSAGES.deactivated, isActive: outcome.isActive };
  }

  /** Ends every session of the user (an admin's "End sessions"); 404 for an unknown user. */
  async endSessions(id: string): Promise<MessageResponse> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
    auditNote({ target: { type: 'user', id, name: user.email } });
    await this.signIns.endAll(id);
    return { message: `All sessions of ${user.email} were ended` };
  }

  /**
   * Creates a single-use reset token (stored as SHA-256, valid 1 hour, earlier unused links of the user are
   * cancelled) and e-mails the link. No active SMTP configuration: 409 and no token is left behind.
   */
  async sendPasswordReset(id: string, origin: string): Promise<MessageResponse> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MANAGEMENT_MESSAGES.notFound);
    if (!user.isActive) throw new BadRequestException(USER_MANAGEMENT_MESSAGES.resetInactive);
    auditNote({ target: { type: 'user', id, name: user.email } });
    const token = generateToken();
    const createdAt = new Date();
    const savedId = await this.userManagement.replaceResetToken({ userId: id, tokenHash: hashToken(token), createdAt, expiresAt: passwordResetExpiry(createdAt) });
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
      await this.userManagement.deleteResetToken(savedId);
      if (error instanceof MailerNotConfiguredError) throw new ConflictException(USER_MANAGEMENT_MESSAGES.noSmtp);
      this.logger.warn(`Password reset e-mail to ${user.email} failed: ${(error as Error).message}`);
      throw new BadGatewayException(`The password reset email could not be sent: ${(error as Error).message}`);
    }
    return { message: USER_MANAGEMENT_MESSAGES.resetSent };
  }
}
