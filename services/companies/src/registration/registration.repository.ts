import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation, rowsOf } from '@app/nest-common';
import { Company } from '../companies/entities/company.entity';
import { PasswordResetToken } from '../user-management/entities/password-reset-token.entity';
import { User } from '../users/entities/user.entity';
import { NewUser } from '../users/users.repository';

export interface NewCompany {
  name: string;
  description: string | null;
}

/** The outcome of redeeming an invitation: the new user's id, or why it was refused. */
export type RedeemOutcome = { userId: string } | 'invitation-just-used' | 'email-taken';

/** The account-creating writes of registration and password reset links: the only place with their SQL. */
@Injectable()
export class RegistrationRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectRepository(PasswordResetToken) private readonly resetTokens: Repository<PasswordResetToken>,
  ) {}

  /**
   * In one transaction: claims the invitation with a conditional UPDATE (`WHERE is_used = false ... RETURNING`), so
   * of two concurrent requests exactly one wins; creates the company (company-creation invitations) and the user;
   * records the user on the invitation. Any refusal rolls the claim back, so the invitation stays usable.
   */
  async redeemInvitation(invitationId: string, user: Omit<NewUser, 'companyId'> & { companyId: string | null }, newCompany: NewCompany | null): Promise<RedeemOutcome> {
    try {
      return await this.dataSource.transaction(async (em) => {
        const claimed = rowsOf(
          await em.query(
            `UPDATE companies.invitations SET is_used = true, used_at = now()
              WHERE id = $1 AND is_used = false AND expires_at > now() RETURNING id`,
            [invitationId],
          ),
        );
        if (claimed.length === 0) throw new Refused('invitation-just-used');
        let companyId = user.companyId;
        if (newCompany) {
          const companies = em.getRepository(Company);
          const now = new Date();
          const company = await companies.save(
            companies.create({ ...newCompany, subscriptionPlan: 0, subscriptionStartDate: now, subscriptionEndDate: null, isActive: true }),
          );
          companyId = company.id;
        }
        const users = em.getRepository(User);
        let saved: User;
        try {
          saved = await users.save(users.create({ ...user, companyId, lastLoginDate: new Date() }));
        } catch (error) {
          if (isUniqueViolation(error)) throw new Refused('email-taken');
          throw error;
        }
        await em.query(`UPDATE companies.invitations SET used_by_user_id = $2 WHERE id = $1`, [invitationId, saved.id]);
        return { userId: saved.id };
      });
    } catch (error) {
      if (error instanceof Refused && error.outcome !== 'reset-just-used') return error.outcome;
      throw error;
    }
  }

  findResetToken(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.resetTokens.findOneBy({ tokenHash });
  }

  /**
   * Consumes the reset link with a conditional UPDATE and sets the password in one transaction; the session version
   * bump ends every session opened with the old password. False when the link was consumed meanwhile.
   */
  async consumeResetToken(tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (em) => {
        const claimed = rowsOf(
          await em.query(
            `UPDATE companies.password_reset_tokens SET used_at = now()
              WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
            [tokenId],
          ),
        );
        if (claimed.length === 0) throw new Refused('reset-just-used');
        await em.query(
          `UPDATE companies.users SET password_hash = $2, session_version = session_version + 1, last_login_date = now()
            WHERE id = $1`,
          [userId, passwordHash],
        );
      });
      return true;
    } catch (error) {
      if (error instanceof Refused) return false;
      throw error;
    }
  }
}

/** Rolls a transaction back with a refusal the caller answers (thrown only inside this file). */
class Refused extends Error {
  constructor(readonly outcome: 'invitation-just-used' | 'email-taken' | 'reset-just-used') {
    super(outcome);
  }
}
