import { createHash, randomBytes, randomInt } from 'crypto';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import { toString as qrSvg } from 'qrcode';
import { DataSource } from 'typeorm';
import type { TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus } from '@app/contracts';
import { Clock, Vault } from '@app/nest-common';
import { requireAdminTwoFactor } from '@app/nest-auth';

/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'UK Payroll Admin';
/** RFC 6238 defaults every authenticator app supports: SHA-1, 6 digits, 30 s; one step either side accepted. */
const PERIOD_SECONDS = 30;
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step may follow the password step. */
export const CHALLENGE_SECONDS = 5 * 60;
/** Codes tried per challenge before it is used up (the account's own throttle also counts them). */
export const CHALLENGE_ATTEMPTS = 5;
/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as two groups of five. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  invalidRecovery: 'That recovery code is not valid or has been used.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  noSetup: 'Start the set-up first: scan the QR code, then enter a code from the app.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  notEnabled: 'Two-factor authentication is not on for this account.',
  challengeInvalid: 'This sign-in has expired or was already completed. Sign in with your password again.',
  tooManyAttempts: 'Too many codes tried for this sign-in. Sign in with your password again.',
} as const;

interface FactorRow {
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: Date | null;
  last_time_step: string | null;
}

/**
 * TOTP second factor (RFC 6238, otpauth): enrolment (a pending secret becomes the factor once a code proves the app
 * has it), ten hashed single-use recovery codes, the sign-in challenge between the password and the code, and the
 * check itself (a time step is accepted once, so a code cannot be replayed). Secrets are sealed by the vault.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Vault) private readonly vault: Vault,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const row = await this.row(userId);
    const [{ left }] = await this.dataSource.query(`SELECT count(*)::int AS left FROM companies.two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    const enabled = Boolean(row?.enabled_at);
    return { enabled, enabledAt: row?.enabled_at ? new Date(row.enabled_at).toISOString() : null, recoveryCodesLeft: enabled ? left : 0, requiredForAdmins: requireAdminTwoFactor() };
  }

  /** The factor's reference for HMRC and the token: a hash of the user and the enrolment time, never the secret. */
  async factorOf(userId: string): Promise<{ enabledAt: Date; reference: string } | null> {
    const row = await this.row(userId);
    if (!row?.enabled_at || !row.secret_sealed) return null;
    return { enabledAt: new Date(row.enabled_at), reference: sha256(`totp:${userId}:${new Date(row.enabled_at).toISOString()}`) };
  }

  async setup(userId: string, email: string): Promise<TwoFactorSetup> {
    const row = await this.row(userId);
    if (row?.enabled_at) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = new Secret({ size: 20 });
    await this.dataSource.query(
      `INSERT INTO companies.two_factor (user_id, pending_secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET pending_secret_sealed = EXCLUDED.pending_secret_sealed`,
      [userId, this.vault.encrypt(secret.base32)],
    );
    const otpauthUri = this.totp(secret, email).toString();
    const svg = await qrSvg(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, manualKey: secret.base32 };
  }

  /** A valid code from the pending secret turns the factor on; answers the ten recovery codes (only their hashes stay). */
  async enable(userId: string, email: string, code: string): Promise<string[]> {
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(`SELECT * FROM companies.two_factor WHERE user_id = $1 FOR UPDATE`, [userId])) as FactorRow[];
      if (row?.enabled_at) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!row?.pending_secret_sealed) throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.noSetup, errors: { code: [TWO_FACTOR_MESSAGES.noSetup] } });
      const secret = Secret.fromBase32(this.vault.decrypt(row.pending_secret_sealed));
      const step = this.matchingStep(secret, email, code, null);
      if (step === null) throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.invalidCode, errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });
      await m.query(
        `UPDATE companies.two_factor SET secret_sealed = pending_secret_sealed, pending_secret_sealed = NULL, enabled_at = $2, last_time_step = $3 WHERE user_id = $1`,
        [userId, this.clock.now(), step],
      );
      await m.query(`DELETE FROM companies.two_factor_recovery_codes WHERE user_id = $1`, [userId]);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const raw = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      for (const c of codes) await m.query(`INSERT INTO companies.two_factor_recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [userId, sha256(normaliseRecovery(c))]);
      return codes;
    });
  }

  /** Turning it off needs a current code (or a recovery code). */
  async disable(userId: string, email: string, proof: { code?: string; recoveryCode?: string }): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(`SELECT * FROM companies.two_factor WHERE user_id = $1 FOR UPDATE`, [userId])) as FactorRow[];
      if (!row?.enabled_at) throw new ConflictException(TWO_FACTOR_MESSAGES.notEnabled);
      await this.verifyIn(m, userId, email, row, proof, 'field');
      await m.query(`DELETE FROM companies.two_factor WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM companies.two_factor_recovery_codes WHERE user_id = $1`, [userId]);
    });
  }

  async isEnabled(userId: string): Promise<boolean> {
    return Boolean((await this.row(userId))?.enabled_at);
  }

  /** After a correct password: a random challenge, stored hashed, valid a few minutes, usable once. */
  async challenge(userId: string): Promise<TwoFactorChallenge> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + CHALLENGE_SECONDS * 1000);
    await this.dataSource.query(`DELETE FROM companies.two_factor_challenges WHERE expires_at < $1`, [this.clock.now()]);
    await this.dataSource.query(`INSERT INTO companies.two_factor_challenges (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [userId, sha256(token), expiresAt]);
    return { twoFactorRequired: true, challenge: token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The code step, first half: the attempt is counted on the challenge before any code is looked at (so parallel
   * guesses cannot overtake the limit). Answers the challenge and its user.
   */
  async countAttempt(challenge: string): Promise<{ id: string; userId: string }> {
    const result = await this.dataSource.query(
      `UPDATE companies.two_factor_challenges SET attempts = attempts + 1
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id, user_id, attempts`,
      [sha256(challenge), this.clock.now()],
    );
    const rows = (Array.isArray(result[0]) ? result[0] : result) as { id: string; user_id: string; attempts: number }[];
    const found = rows[0];
    if (!found) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeInvalid);
    if (found.attempts > CHALLENGE_ATTEMPTS) throw new HttpException({ message: TWO_FACTOR_MESSAGES.tooManyAttempts }, HttpStatus.TOO_MANY_REQUESTS);
    return { id: found.id, userId: found.user_id };
  }

  /** The code step, second half: a right code (or recovery code) uses the challenge up. Answers when the factor was checked. */
  async completeChallenge(challenge: { id: string; userId: string }, email: string, proof: { code?: string; recoveryCode?: string }): Promise<Date> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(`SELECT * FROM companies.two_factor WHERE user_id = $1 FOR UPDATE`, [challenge.userId])) as FactorRow[];
      if (!row?.enabled_at) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeInvalid);
      await this.verifyIn(m, challenge.userId, email, row, proof, 'unauthorized');
      const used = await m.query(`UPDATE companies.two_factor_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`, [challenge.id, now]);
      if ((Array.isArray(used[0]) ? used[0] : used).length === 0) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeInvalid);
    });
    return now;
  }

  private async verifyIn(
    m: { query: DataSource['query'] },
    userId: string,
    email: string,
    row: FactorRow,
    proof: { code?: string; recoveryCode?: string },
    failAs: 'field' | 'unauthorized',
  ): Promise<void> {
    const fail = (field: 'code' | 'recoveryCode', message: string): never => {
      if (failAs === 'field') throw new BadRequestException({ message, errors: { [field]: [message] } });
      throw new UnauthorizedException(message);
    };
    if (proof.recoveryCode) {
      const result = await m.query(
        `UPDATE companies.two_factor_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [userId, sha256(normaliseRecovery(proof.recoveryCode)), this.clock.now()],
      );
      if ((Array.isArray(result[0]) ? result[0] : result).length === 0) fail('recoveryCode', TWO_FACTOR_MESSAGES.invalidRecovery);
      return;
    }
    if (!proof.code) fail('code', TWO_FACTOR_MESSAGES.codeRequired);
    const secret = Secret.fromBase32(this.vault.decrypt(row.secret_sealed!));
    const step = this.matchingStep(secret, email, proof.code!, row.last_time_step === null ? null : Number(row.last_time_step));
    if (step === null) fail('code', TWO_FACTOR_MESSAGES.invalidCode);
    await m.query(`UPDATE companies.two_factor SET last_time_step = $2 WHERE user_id = $1`, [userId, step]);
  }

  /** The time step the code belongs to (within the window), or null; a step not after the last one used is refused (replay). */
  private matchingStep(secret: Secret, email: string, code: string, lastStep: number | null): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const timestamp = this.clock.now().getTime();
    const delta = this.totp(secret, email).validate({ token: code, timestamp, window: WINDOW });
    if (delta === null) return null;
    const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
    if (lastStep !== null && step <= lastStep) return null;
    return step;
  }

  private totp(secret: Secret, email: string): TOTP {
    return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });
  }

  private async row(userId: string): Promise<FactorRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT * FROM companies.two_factor WHERE user_id = $1`, [userId])) as FactorRow[];
    return row;
  }
}
