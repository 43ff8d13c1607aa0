import { SMTP_DEFAULTS, type SmtpConfiguration } from '@app/contracts';
import type { Vault } from '@app/nest-common';
import type { CreateSmtpConfigurationDto, TestSmtpConfigurationDto, UpdateSmtpConfigurationDto } from './dto/smtp-configuration.dto';
import type { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import type { SmtpSettings } from './smtp-transport';

export const SMTP_NOT_FOUND = 'SMTP configuration not found';
export const DEFAULT_TEST_SUBJECT = 'SMTP Configuration Test';
export const defaultTestMessage = (name: string) =>
  `This is a test email sent from the administrator back-office to check the SMTP configuration "${name}". If you can read it, outbound mail works.`;

const trimOrNull = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A create body as the new row's fields (texts trimmed, the spec's defaults, inactive, never tested). */
export function newConfigurationFields(dto: CreateSmtpConfigurationDto, passwordEncrypted: string): Omit<SmtpConfigurationEntity, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    displayName: dto.displayName.trim(),
    host: dto.host.trim(),
    port: dto.port ?? SMTP_DEFAULTS.port,
    username: dto.username.trim(),
    passwordEncrypted,
    fromEmail: dto.fromEmail.trim(),
    fromName: dto.fromName.trim(),
    enableSsl: dto.enableSsl ?? SMTP_DEFAULTS.enableSsl,
    isActive: SMTP_DEFAULTS.isActive,
    useDefaultCredentials: dto.useDefaultCredentials ?? SMTP_DEFAULTS.useDefaultCredentials,
    timeoutSeconds: dto.timeoutSeconds ?? SMTP_DEFAULTS.timeoutSeconds,
    notes: trimOrNull(dto.notes),
    lastTestedDate: null,
    lastTestSuccessful: null,
  };
}

/**
 * Writes an update body onto a configuration. Absent (or null) optional fields keep their value; a blank password
 * keeps the current one (spec section 5): `encrypt` is called only for a new password.
 */
export function applyConfigurationUpdate(entity: SmtpConfigurationEntity, dto: UpdateSmtpConfigurationDto, encrypt: (password: string) => string): SmtpConfigurationEntity {
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
  if (typeof dto.password === 'string' && dto.password !== '') entity.passwordEncrypted = encrypt(dto.password);
  return entity;
}

/** The test message: the body's texts, or the defaults when blank. */
export function testMessageOf(dto: TestSmtpConfigurationDto, configurationName: string): { to: string; subject: string; text: string } {
  return {
    to: dto.testEmailAddress.trim(),
    subject: trimOrNull(dto.testSubject) ?? DEFAULT_TEST_SUBJECT,
    text: trimOrNull(dto.testMessage) ?? defaultTestMessage(configurationName),
  };
}

/** Entity -> answer. The password (even encrypted) is never part of it. */
export function toSmtpConfigurationDto(e: SmtpConfigurationEntity): SmtpConfiguration {
  return {
    id: e.id,
    displayName: e.displayName,
    host: e.host,
    port: e.port,
    username: e.username,
    fromEmail: e.fromEmail,
    fromName: e.fromName,
    enableSsl: e.enableSsl,
    isActive: e.isActive,
    useDefaultCredentials: e.useDefaultCredentials,
    timeoutSeconds: e.timeoutSeconds,
    notes: e.notes,
    lastTestedDate: e.lastTestedDate ? e.lastTestedDate.toISOString() : null,
    lastTestSuccessful: e.lastTestSuccessful,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** Entity -> adapter settings, decrypting the password just before use. */
export function toSmtpSettings(e: SmtpConfigurationEntity, vault: Vault): SmtpSettings {
  return {
    host: e.host,
    port: e.port,
    username: e.username,
    password: vault.decrypt(e.passwordEncrypted),
    enableSsl: e.enableSsl,
    useDefaultCredentials: e.useDefaultCredentials,
    timeoutSeconds: e.timeoutSeconds,
    fromEmail: e.fromEmail,
    fromName: e.fromName,
  };
}
