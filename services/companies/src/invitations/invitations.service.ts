import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Invitation as InvitationDto, InvitationCreated, InvitationRole, MessageResponse, PagedList } from '@app/contracts';
import { invitationLink } from '@app/contracts';
import { ListQueryDto, Mailer, resolveList, Vault } from '@app/nest-common';
import { COMPANY_MESSAGES } from '../companies/company-rules';
import { INVITATION_LIST, InvitationRow, InvitationsRepository } from './invitations.repository';
import { generateToken, hashToken, invitationExpiry, isExpired, isValid, normaliseEmail, REVOKED_BY_ADMIN } from './invitation-rules';

export const INVITATION_NOT_FOUND = 'Invitation not found';

export const INVITATION_CONFLICTS = {
  userExists: 'A user with this email address already exists',
  pendingCompanyInvite: 'A pending company-creation invitation already exists for this email address',
  pendingUserInvite: 'A pending invitation to this company already exists for this email address',
  notRevocable: 'Only pending invitations can be revoked',
} as const;

@Injectable()
export class InvitationsService {
  private readonly logger = new Logger('Invitations');

  constructor(
    private readonly invitations: InvitationsRepository,
    @Inject(Vault) private readonly vault: Vault,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** Newest first. isExpired/isValid are computed now; the token only while valid. */
  async list(): Promise<InvitationDto[]> {
    const rows = await this.invitations.list();
    const now = new Date();
    return rows.map((r) => this.toDto(r, now));
  }

  /** One page, searched, filtered and sorted on the server (issue 12). */
  async page(query: ListQueryDto): Promise<PagedList<InvitationDto>> {
    const r = resolveList(query, INVITATION_LIST, 'i.id');
    const { rows, total } = await this.invitations.page(r);
    const now = new Date();
    return { items: rows.map((row) => this.toDto(row, now)), total, page: r.page, pageSize: r.pageSize };
  }

  async inviteCompanyCreation(rawEmail: string, createdBy: string, origin: string): Promise<InvitationCreated> {
    return this.create(rawEmail, null, 'Manager', createdBy, origin);
  }

  async inviteUserToCompany(rawEmail: string, companyId: string, role: InvitationRole, createdBy: string, origin: string): Promise<InvitationCreated> {
    return this.create(rawEmail, companyId, role, createdBy, origin);
  }

  /** Only valid (pending) invitations: used, revoked or expired ones answer 409. */
  async revoke(id: string): Promise<MessageResponse> {
    if (!(await this.invitations.markUsedIfPending(id, REVOKED_BY_ADMIN))) {
      if (!(await this.invitations.exists(id))) throw new NotFoundException(INVITATION_NOT_FOUND);
      throw new ConflictException(INVITATION_CONFLICTS.notRevocable);
    }
    return { message: 'Invitation revoked successfully' };
  }

  private async create(rawEmail: string, companyId: string | null, role: InvitationRole, createdBy: string, origin: string): Promise<InvitationCreated> {
    const email = normaliseEmail(rawEmail);
    const token = generateToken();
    const createdAt = new Date();
    const created = await this.invitations.createUnlessConflicting({
      email,
      companyId,
      role,
      tokenHash: hashToken(token),
      tokenEncrypted: this.vault.encrypt(token),
      createdAt,
      expiresAt: invitationExpiry(createdAt),
      createdByUserId: createdBy,
    });
    if (created === 'company-not-found') throw new NotFoundException(COMPANY_MESSAGES.notFound);
    if (created === 'user-exists') throw new ConflictException(INVITATION_CONFLICTS.userExists);
    if (created === 'pending-exists') throw new ConflictException(companyId ? INVITATION_CONFLICTS.pendingUserInvite : INVITATION_CONFLICTS.pendingCompanyInvite);
    const { invitation, companyName } = created;
    const link = invitationLink(origin, { companyId, token });
    const emailSent = await this.sendInvitationMail(email, companyName, role, link);
    if (emailSent) await this.invitations.markEmailed(invitation.id);
    const dto = this.toDto(
      {
        id: invitation.id,
        email,
        company_id: companyId,
        company_name: companyName,
        role,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
        is_used: false,
        used_by_user_id: null,
        token_encrypted: invitation.tokenEncrypted,
      },
      new Date(),
    );
    const message = companyName
      ? `Invitation created for ${email} to join ${companyName}`
      : `Invitation created for ${email} to create a new company`;
    return { message, companyName, invitation: dto, emailSent };
  }

  /** E-mails the link when SMTP is configured; the invitation stands either way (the admin can copy the link). */
  private async sendInvitationMail(email: string, companyName: string | null, role: InvitationRole, link: string): Promise<boolean> {
    const subject = companyName ? `You have been invited to join ${companyName}` : 'You have been invited to create your company';
    const what = companyName ? `join ${companyName} as ${role === 'Manager' ? 'a Manager' : 'an Employee'}` : 'create your company account';
    const text = [
      'Hello,',
      '',
      `You have been invited to ${what}.`,
      `Open this link to complete your registration (valid for 7 days):`,
      link,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n');
    try {
      await this.mailer.send({ to: email, subject, text });
      return true;
    } catch (error) {
      this.logger.warn(`Invitation e-mail to ${email} not sent: ${(error as Error).message}`);
      return false;
    }
  }

  private toDto(r: InvitationRow, now: Date): InvitationDto {
    const state = { isUsed: r.is_used, usedByUserId: r.used_by_user_id, expiresAt: r.expires_at };
    const valid = isValid(state, now);
    const dto: InvitationDto = {
      id: r.id,
      email: r.email,
      companyName: r.company_name,
      role: r.role,
      createdAt: new Date(r.created_at).toISOString(),
      expiresAt: new Date(r.expires_at).toISOString(),
      isUsed: r.is_used,
      usedByUserId: r.used_by_user_id,
      isExpired: isExpired(r.expires_at, now),
      isValid: valid,
      token: valid ? this.vault.decrypt(r.token_encrypted) : null,
    };
    if (r.company_id) dto.companyId = r.company_id;
    return dto;
  }
}
