import { BadRequestException, Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MailLogPage, SmtpConfiguration, SmtpTestResponse } from '@app/contracts';
import { Vault } from '@app/nest-common';
import { CreateSmtpConfigurationDto, TestSmtpConfigurationDto, UpdateSmtpConfigurationDto } from './dto/smtp-configuration.dto';
import { MailLogQueryDto } from './dto/mail-log-query.dto';
import { SMTP_DEFAULTS, SMTP_VALIDATION } from '@app/contracts';
import { MailLogEntryEntity } from './entities/mail-log-entry.entity';
import { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import { recordMail, toMailLogDto } from './mail-log';
import { SMTP_TLS_POLICY } from './smtp-mailer';
import { toSmtpConfigurationDto, toSmtpSettings } from './smtp-settings';
import { sendSmtpMessage, SmtpTlsPolicy, tlsPolicyFromEnv } from './smtp-transport';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SMTP_NOT_FOUND = 'SMTP configuration not found';
export const DEFAULT_TEST_SUBJECT = 'SMTP Configuration Test';
export const defaultTestMessage = (name: string) =>
  `This is a test email sent from the administrator back-office to check the SMTP configuration "${name}". If you can read it, outbound mail works.`;

const trimOrNull = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

@Injectable()
export class SmtpConfigurationService {
  private readonly logger = new Logger('SmtpConfiguration');
  private readonly policy: SmtpTlsPolicy;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Vault) private readonly vault: Vault,
    @Optional() @Inject(SMTP_TLS_POLICY) policy?: SmtpTlsPolicy,
  ) {
    this.policy = policy ?? tlsPolicyFromEnv();
  }

  private get repo() {
    return this.dataSource.getRepository(SmtpConfigurationEntity);
  }

  private async find(id: string): Promise<SmtpConfigurationEntity> {
    const found = UUID.test(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!found) throw new NotFoundException(SMTP_NOT_FOUND);
    return found;
  }

  async list(): Promise<SmtpConfiguration[]> {
    const rows = await this.repo.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toSmtpConfigurationDto);
  }

  async create(dto: CreateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    const entity = this.repo.create({
      displayName: dto.displayName.trim(),
      host: dto.host.trim(),
      port: dto.port ?? SMTP_DEFAULTS.port,
      username: dto.username.trim(),
      passwordEncrypted: this.vault.encrypt(dto.password),
      fromEmail: dto.fromEmail.trim(),
      fromName: dto.fromName.trim(),
      enableSsl: dto.enableSsl ?? SMTP_DEFAULTS.enableSsl,
      isActive: SMTP_DEFAULTS.isActive,
      useDefaultCredentials: dto.useDefaultCredentials ?? SMTP_DEFAULTS.useDefaultCredentials,
      timeoutSeconds: dto.timeoutSeconds ?? SMTP_DEFAULTS.timeoutSeconds,
      notes: trimOrNull(dto.notes),
      lastTestedDate: null,
      lastTestSuccessful: null,
    });
    const saved = await this.repo.save(entity);
    this.logger.log(`SMTP configuration "${saved.displayName}" created`);
    return toSmtpConfigurationDto(saved);
  }

  async update(id: string, dto: UpdateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    if (dto.id !== undefined && dto.id !== id) {
      throw new BadRequestException({ message: SMTP_VALIDATION.idMismatch, errors: { id: [SMTP_VALIDATION.idMismatch] } });
    }
    const entity = await this.find(id);
    entity.displayName = dto.displayName.trim();
    entity.host = dto.host.trim();
    entity.port = dto.port ?? entity.port;
    entity.username = dto.username.trim();
    entity.fromEmail = dto.fromEmail.trim();
    entity.fromName = dto.fromName.trim();
    if (dto.enableSsl !== undefined && dto.enableSsl !== null) entity.enableSsl = dto.enableSsl;
    if (dto.useDefaultCredentials !== undefined && dto.useDefaultCredentials !== null) entity.useDefaultCredentials = dto.useDefaultCredentials;
    if (dto.timeoutSeconds !== undefined && dto.timeoutSeconds !== null) entity.timeoutSeconds = dto.timeoutSeconds;
    if (dto.notes !== undefined) entity.notes = trimOrNull(dto.notes);
    // Blank keeps the current password (spec section 5).
    if (typeof dto.password === 'string' && dto.password !== '') entity.passwordEncrypted = this.vault.encrypt(dto.password);
    const saved = await this.repo.save(entity);
    this.logger.log(`SMTP configuration "${saved.displayName}" updated`);
    return toSmtpConfigurationDto(saved);
  }

  async remove(id: string): Promise<void> {
    const entity = await this.find(id);
    await this.repo.delete({ id: entity.id });
    this.logger.log(`SMTP configuration "${entity.displayName}" deleted${entity.isActive ? ' (it was active: mail is now not configured)' : ''}`);
  }

  /**
   * Makes one configuration the active one, in one transaction. The rows are locked first, so two concurrent
   * activations run one after the other (the later one wins) instead of tripping over the unique index.
   */
  async activate(id: string): Promise<SmtpConfiguration> {
    if (!UUID.test(id)) throw new NotFoundException(SMTP_NOT_FOUND);
    const activated = await this.dataSource.transaction(async (em) => {
      await em.query(`SELECT id FROM settings.smtp_configurations ORDER BY id FOR UPDATE`);
      const repo = em.getRepository(SmtpConfigurationEntity);
      const target = await repo.findOne({ where: { id } });
      if (!target) throw new NotFoundException(SMTP_NOT_FOUND);
      await em.query(`UPDATE settings.smtp_configurations SET is_active = false, updated_at = now() WHERE is_active AND id <> $1`, [id]);
      if (!target.isActive) await em.query(`UPDATE settings.smtp_configurations SET is_active = true, updated_at = now() WHERE id = $1`, [id]);
      return repo.findOneOrFail({ where: { id } });
    });
    this.logger.log(`SMTP configuration "${activated.displayName}" activated`);
    return toSmtpConfigurationDto(activated);
  }

  /** Sends a real message through this configuration (active or not) and records the outcome. */
  async test(id: string, dto: TestSmtpConfigurationDto): Promise<SmtpTestResponse> {
    const entity = await this.find(id);
    const subject = trimOrNull(dto.testSubject) ?? DEFAULT_TEST_SUBJECT;
    const text = trimOrNull(dto.testMessage) ?? defaultTestMessage(entity.displayName);
    const to = dto.testEmailAddress.trim();
    const result = await sendSmtpMessage(toSmtpSettings(entity, this.vault), { to, subject, text }, this.policy);
    await this.repo.update({ id: entity.id }, { lastTestedDate: new Date(), lastTestSuccessful: result.success });
    await recordMail(this.dataSource, {
      recipient: to,
      subject,
      status: result.success ? 'Sent' : 'Failed',
      errorMessage: result.success ? null : result.errorMessage,
      isTest: true,
      configurationId: entity.id,
      configurationName: entity.displayName,
      durationMs: result.durationMs,
    });
    this.logger.log(`SMTP test of "${entity.displayName}": ${result.success ? `sent in ${result.durationMs} ms` : `failed (${result.errorMessage})`}`);
    return result.success
      ? { success: true, testDurationMs: result.durationMs, errorMessage: null }
      : { success: false, testDurationMs: result.durationMs, errorMessage: result.errorMessage };
  }

  async mailLog(query: MailLogQueryDto): Promise<MailLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const [rows, total] = await this.dataSource.getRepository(MailLogEntryEntity).findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map(toMailLogDto), total, page, pageSize };
  }
}
