import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Invitation as InvitationDto, InvitationCreated, InvitationRole, MessageResponse } from '@app/contracts';
import { invitationLink } from '@app/contracts';
import { Mailer, Vault } from '@app/nest-common';
import { Company } from '../companies/entities/company.entity';
import { User } from '../users/entities/user.entity';
import { Invitation } from './entities/invitation.entity';
import { rowsOf } from '../common/query-results';
import { generateToken, hashToken, invitationExpiry, isExpired, isValid, normaliseEmail, REVOKED_BY_ADMIN } from './invitation-rules';

export const INVITATION_CONFLICTS = {
  userExists: 'A user with this email address already exists',
  pendingCompanyInvite: 'A pending company-creation invitation already exists for this email address',
  pendingUserInvite: 'A pending invitation to this company already exists for this email address',
  notRevocable: 'Only pending invitations can be revoked',
} as const;

interface InvitationRow {
  id: string;
  email: string;
  company_id: string | null;
  company_name: string | null;
  role: InvitationRole;
  created_at: Date;
  expires_at: Date;
  is_used: boolean;
  used_by_user_id: string | null;
  token_encrypted: string;
}

@Injectable()
export class InvitationsService {
  private readonly logger = new Logger('Invitations');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Vault) private readonly vault: Vault,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** Newest first. isExpired/isValid are computed now; the token only while valid. */
  async list(): Promise<InvitationDto[]> {
    const rows: InvitationRow[] = await this.dataSource.query(`
      SELECT i.id, i.email, i.company_id, c.name AS company_name, i.role, i.created_at, i.expires_at, i.is_used,
             i.used_by_user_id, i.token_encrypted
        FROM companies.invitations i LEFT JOIN companies.companies c ON c.id = i.company_id
       ORDER BY i.created_at DESC, i.id`);
    const now = new Date();
    return rows.map((r) => this.toDto(r, now));
  }

  async inviteCompanyCreation(rawEmail: string, createdBy: string, origin: string): Promise<InvitationCreated> {
    return this.create(rawEmail, null, 'Manager', createdBy, origin);
  }

  async inviteUserToCompany(rawEmail: string, companyId: string, role: InvitationRole, createdBy: string, origin: string): Promise<InvitationCreated> {
    return this.create(rawEmail, companyId, role, createdBy, origin);
  }

  /** Only valid (pending) invitations: used, revoked or expired ones answer 409. */
  async revoke(id: string): Promise<MessageResponse> {
    const revoked = await this.dataSource.query(
      `UPDATE companies.invitations SET is_used = true, used_by_user_id = $2, used_at = now()
        WHERE id = $1 AND is_used = false AND expires_at > now() RETURNING id`,
      [id, REVOKED_BY_ADMIN],
    );
    if (rowsOf(revoked).length === 0) {
      if (!(await this.dataSource.getRepository(Invitation).existsBy({ id }))) throw new NotFoundException('Invitation not found');
      throw new ConflictException(INVITATION_CONFLICTS.notRevocable);
    }
    return { message: 'Invitation revoked successfully' };
  }

  private async create(rawEmail: string, companyId: string | null, role: InvitationRole, createdBy: string, origin: string): Promise<InvitationCreated> {
    const email = normaliseEmail(rawEmail);
    const token = generateToken();
    const { invitation, companyName } = await this.dataSource.transaction(async (em) => {
      // Serialises concurrent invitations for the same address, so the duplicate check below cannot race.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('companies.invitations:' || $1))`, [email]);
      let companyName: string | null = null;
      if (companyId) {
        const company = await em.getRepository(Company).findOneBy({ id: companyId });
        if (!company) throw new NotFoundException('Company not found');
        companyName = company.name;
      }
      await this.assertNoConflict(em, email, companyId);
      const createdAt = new Date();
      const invitation = await em.getRepository(Invitation).save(
        em.getRepository(Invitation).create({
          email,
          companyId,
          role,
          tokenHash: hashToken(token),
          tokenEncrypted: this.vault.encrypt(token),
          createdAt,
          expiresAt: invitationExpiry(createdAt),
          isUsed: false,
          usedByUserId: null,
          usedAt: null,
          emailed: false,
          createdByUserId: createdBy,
        }),
      );
      return { invitation, companyName };
    });
    const link = invitationLink(origin, { companyId, token });
    const emailSent = await this.sendInvitationMail(email, companyName, role, link);
    if (emailSent) await this.dataSource.getRepository(Invitation).update(invitation.id, { emailed: true });
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

  private async assertNoConflict(em: EntityManager, email: string, companyId: string | null): Promise<void> {
    if (await em.getRepository(User).existsBy({ email })) throw new ConflictException(INVITATION_CONFLICTS.userExists);
    const [pending] = await em.query(
      `SELECT 1 FROM companies.invitations
        WHERE email = $1 AND company_id IS NOT DISTINCT FROM $2 AND is_used = false AND expires_at > now() LIMIT 1`,
      [email, companyId],
    );
    if (pending) throw new ConflictException(companyId ? INVITATION_CONFLICTS.pendingUserInvite : INVITATION_CONFLICTS.pendingCompanyInvite);
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
