import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { HmrcCredential, HmrcCredentialType, MessageResponse } from '@app/contracts';
import { Vault } from '@app/nest-common';
import { HmrcCredentialsRepository } from './hmrc-credentials.repository';
import { CredentialDraft, maskCredential, validateCredential } from './hmrc-credential-rules';

export const CREDENTIAL_NOT_FOUND = 'HMRC credential not found';

/** The active credential of a type with its secret opened, for the connection test (never leaves the server). */
export interface OpenedCredential {
  id: string;
  identifier: string;
  secret: string;
  employerPAYEReference: string | null;
  taxOfficeNumber: string | null;
  taxOfficeReference: string | null;
}

@Injectable()
export class HmrcCredentialsService {
  constructor(
    private readonly credentials: HmrcCredentialsRepository,
    private readonly vault: Vault,
  ) {}

  async list(): Promise<HmrcCredential[]> {
    return (await this.credentials.list()).map(maskCredential);
  }

  async create(body: Record<string, unknown>): Promise<HmrcCredential> {
    const { draft, errors } = validateCredential(body ?? {});
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Please correct the highlighted fields.', errors });
    return maskCredential(await this.store(draft));
  }

  /** Stores a validated draft, sealing its secrets (also used by the demo seed). */
  store(draft: CredentialDraft) {
    const { clientSecret, gatewayPassword, ...rest } = draft;
    return this.credentials.insertActive({
      ...rest,
      clientSecretSealed: clientSecret ? this.vault.encrypt(clientSecret) : null,
      gatewayPasswordSealed: gatewayPassword ? this.vault.encrypt(gatewayPassword) : null,
    });
  }

  async remove(id: string): Promise<MessageResponse> {
    if (!(await this.credentials.delete(id))) throw new NotFoundException(CREDENTIAL_NOT_FOUND);
    return { message: 'HMRC credential deleted successfully' };
  }

  count(): Promise<number> {
    return this.credentials.count();
  }

  async active(type: HmrcCredentialType): Promise<OpenedCredential | null> {
    const row = await this.credentials.findActive(type);
    if (!row) return null;
    const sealed = type === 'API' ? row.clientSecretSealed : row.gatewayPasswordSealed;
    return {
      id: row.id,
      identifier: (type === 'API' ? row.clientId : row.gatewayUserId) ?? '',
      secret: sealed ? this.vault.decrypt(sealed) : '',
      employerPAYEReference: row.employerPAYEReference,
      taxOfficeNumber: row.taxOfficeNumber,
      taxOfficeReference: row.taxOfficeReference,
    };
  }
}
