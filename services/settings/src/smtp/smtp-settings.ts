import type { SmtpConfiguration } from '@app/contracts';
import type { Vault } from '@app/nest-common';
import type { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import type { SmtpSettings } from './smtp-transport';

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
