import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { SMTP_VALIDATION, type SmtpConfiguration, type SmtpTestResponse } from '@app/contracts';
import { Vault } from '@app/nest-common';
import { MailLogService } from '../mail-log/mail-log.service';
import { smtpTransportConfig } from '../settings.config';
import { CreateSmtpConfigurationDto, TestSmtpConfigurationDto, UpdateSmtpConfigurationDto } from './dto/smtp-configuration.dto';
import { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import { SmtpConfigurationRepository } from './smtp-configuration.repository';
import { applyConfigurationUpdate, newConfigurationFields, SMTP_NOT_FOUND, testMessageOf, toSmtpConfigurationDto, toSmtpSettings } from './smtp-configuration-rules';
import { sendSmtpMessage } from './smtp-transport';

const notFound = () => new NotFoundException(SMTP_NOT_FOUND);

@Injectable()
export class SmtpConfigurationService {
  private readonly logger = new Logger('SmtpConfiguration');

  constructor(
    private readonly configurations: SmtpConfigurationRepository,
    private readonly mailLog: MailLogService,
    private readonly vault: Vault,
    @Inject(smtpTransportConfig.KEY) private readonly tls: ConfigType<typeof smtpTransportConfig>,
  ) {}

  private async find(id: string): Promise<SmtpConfigurationEntity> {
    const found = await this.configurations.findById(id);
    if (!found) throw notFound();
    return found;
  }

  async list(): Promise<SmtpConfiguration[]> {
    return (await this.configurations.list()).map(toSmtpConfigurationDto);
  }

  async create(dto: CreateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    const saved = await this.configurations.create(newConfigurationFields(dto, this.vault.encrypt(dto.password)));
    this.logger.log(`SMTP configuration "${saved.displayName}" created`);
    return toSmtpConfigurationDto(saved);
  }

  async update(id: string, dto: UpdateSmtpConfigurationDto): Promise<SmtpConfiguration> {
    if (dto.id !== undefined && dto.id !== id) {
      throw new BadRequestException({ message: SMTP_VALIDATION.idMismatch, errors: { id: [SMTP_VALIDATION.idMismatch] } });
    }
    const entity = applyConfigurationUpdate(await this.find(id), dto, (password) => this.vault.encrypt(password));
    const saved = await this.configurations.save(entity);
    this.logger.log(`SMTP configuration "${saved.displayName}" updated`);
    return toSmtpConfigurationDto(saved);
  }

  async remove(id: string): Promise<void> {
    const entity = await this.find(id);
    await this.configurations.delete(entity.id);
    this.logger.log(`SMTP configuration "${entity.displayName}" deleted${entity.isActive ? ' (it was active: mail is now not configured)' : ''}`);
  }

  /** Makes one configuration the active one (the others inactive). */
  async activate(id: string): Promise<SmtpConfiguration> {
    const activated = await this.configurations.activate(id);
    if (!activated) throw notFound();
    this.logger.log(`SMTP configuration "${activated.displayName}" activated`);
    return toSmtpConfigurationDto(activated);
  }

  /** Sends a real message through this configuration (active or not) and records the outcome. */
  async test(id: string, dto: TestSmtpConfigurationDto): Promise<SmtpTestResponse> {
    const entity = await this.find(id);
    const message = testMessageOf(dto, entity.displayName);
    const result = await sendSmtpMessage(toSmtpSettings(entity, this.vault), message, this.tls);
    await this.configurations.recordTest(entity.id, result.success);
    await this.mailLog.record({
      recipient: message.to,
      subject: message.subject,
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
}
