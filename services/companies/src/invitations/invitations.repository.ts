import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { InvitationRole } from '@app/contracts';
import { rowsOf } from '@app/nest-common';
import { Company } from '../companies/entities/company.entity';
import { User } from '../users/entities/user.entity';
import { Invitation } from './entities/invitation.entity';

export interface InvitationRow {
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

export type NewInvitation = Pick<Invitation, 'email' | 'companyId' | 'role' | 'tokenHash' | 'tokenEncrypted' | 'createdAt' | 'expiresAt' | 'createdByUserId'>;

/** Why an invitation was not created (the service turns it into 404/409). */
export type InvitationRefusal = 'company-not-found' | 'user-exists' | 'pending-exists';

/** Invitations: the only place with their SQL. */
@Injectable()
export class InvitationsRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectRepository(Invitation) private readonly invitations: Repository<Invitation>,
  ) {}

  /** Newest first, with the company name (one query). */
  list(): Promise<InvitationRow[]> {
    return this.dataSource.query(`
      SELECT i.id, i.email, i.company_id, c.name AS company_name, i.role, i.created_at, i.expires_at, i.is_used,
             i.used_by_user_id, i.token_encrypted
        FROM companies.invitations i LEFT JOIN companies.companies c ON c.id = i.company_id
       ORDER BY i.created_at DESC, i.id`);
  }

  findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.invitations.findOneBy({ tokenHash });
  }

  exists(id: string): Promise<boolean> {
    return this.invitations.existsBy({ id });
  }

  /** Marks a valid (pending) invitation as used with `marker`; false when it is not pending (or unknown). */
  async markUsedIfPending(id: string, marker: string): Promise<boolean> {
    const updated = await this.dataSource.query(
      `UPDATE companies.invitations SET is_used = true, used_by_user_id = $2, used_at = now()
        WHERE id = $1 AND is_used = false AND expires_at > now() RETURNING id`,
      [id, marker],
    );
    return rowsOf(updated).length > 0;
  }

  async markEmailed(id: string): Promise<void> {
    await this.invitations.update(id, { emailed: true });
  }

  /**
   * Inserts the invitation unless the company is unknown, a user has the e-mail or a pending invitation has the same
   * target. The check and the insert run under a transaction-scoped advisory lock on the e-mail, so two identical
   * requests at once cannot both pass the check.
   */
  async createUnlessConflicting(invitation: NewInvitation): Promise<{ invitation: Invitation; companyName: string | null } | InvitationRefusal> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('companies.invitations:' || $1))`, [invitation.email]);
      let companyName: string | null = null;
      if (invitation.companyId) {
        const company = await em.getRepository(Company).findOneBy({ id: invitation.companyId });
        if (!company) return 'company-not-found';
        companyName = company.name;
      }
      const refusal = await this.conflict(em, invitation.email, invitation.companyId);
      if (refusal) return refusal;
      const repository = em.getRepository(Invitation);
      const saved = await repository.save(repository.create({ ...invitation, isUsed: false, usedByUserId: null, usedAt: null, emailed: false }));
      return { invitation: saved, companyName };
    });
  }

  private async conflict(em: EntityManager, email: string, companyId: string | null): Promise<InvitationRefusal | null> {
    if (await em.getRepository(User).existsBy({ email })) return 'user-exists';
    const [pending] = await em.query(
      `SELECT 1 FROM companies.invitations
        WHERE email = $1 AND company_id IS NOT DISTINCT FROM $2 AND is_used = false AND expires_at > now() LIMIT 1`,
      [email, companyId],
    );
    return pending ? 'pending-exists' : null;
  }
}
