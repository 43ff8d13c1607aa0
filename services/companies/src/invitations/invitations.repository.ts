import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { REVOKED_BY_ADMIN, type InvitationRole } from '@app/contracts';
import { rowsOf, type ListSpec, type ResolvedList } from '@app/nest-common';
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

const INVITATION_COLUMNS = `i.id, i.email, i.company_id, c.name AS company_name, i.role, i.created_at, i.expires_at, i.is_used,
  i.used_by_user_id, i.token_encrypted`;

export type InvitationListStatus = 'pending' | 'used' | 'expired' | 'revoked';

/** The statuses of invitationStatus() (libs/contracts) as SQL. */
const STATUS_FILTERS: Record<InvitationListStatus, string> = {
  pending: `(NOT i.is_used AND i.expires_at > now())`,
  used: `(i.is_used AND i.used_by_user_id IS DISTINCT FROM '${REVOKED_BY_ADMIN}')`,
  expired: `(NOT i.is_used AND i.expires_at <= now())`,
  revoked: `(i.is_used AND i.used_by_user_id = '${REVOKED_BY_ADMIN}')`,
};

/** The paged invitation list (issue 12): newest first by default. */
export const INVITATION_LIST: ListSpec<InvitationListStatus> = {
  sorts: { email: 'i.email', company: 'lower(c.name)', role: 'i.role', createdAt: 'i.created_at', expiresAt: 'i.expires_at' },
  defaultSort: '-createdAt',
  statuses: ['pending', 'used', 'expired', 'revoked'],
  defaultPageSize: 50,
};

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
    return this.dataSource.query(`SELECT ${INVITATION_COLUMNS} FROM companies.invitations i LEFT JOIN companies.companies c ON c.id = i.company_id ORDER BY i.created_at DESC, i.id`);
  }

  /** One page: search in e-mail and company name, status (pending, used, expired, revoked), order; and the total. */
  async page(r: ResolvedList<InvitationListStatus>): Promise<{ rows: InvitationRow[]; total: number }> {
    const where = [`($1::text IS NULL OR i.email ILIKE $1 OR c.name ILIKE $1)`];
    if (r.status) where.push(STATUS_FILTERS[r.status]);
    const from = `FROM companies.invitations i LEFT JOIN companies.companies c ON c.id = i.company_id WHERE ${where.join(' AND ')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${INVITATION_COLUMNS} ${from} ORDER BY ${r.orderBy} LIMIT $2 OFFSET $3`, [r.like, r.pageSize, r.offset]) as Promise<InvitationRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total ${from}`, [r.like]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
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
