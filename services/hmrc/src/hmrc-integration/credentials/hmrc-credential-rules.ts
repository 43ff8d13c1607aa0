// Pure rules of the HMRC credential resource: validation of the references as HMRC defines them, the active-
// credential rule and the masked answer (secrets never come back).
import { HMRC_CREDENTIAL_TYPES, HMRC_SECRET_MASK, HmrcCredential, HmrcCredentialType } from '@app/contracts';

export type FieldErrors = Record<string, string[]>;

/** A credential ready to store (secrets still in clear: the service seals them). */
export interface CredentialDraft {
  credentialType: HmrcCredentialType;
  clientId: string | null;
  clientSecret: string | null;
  gatewayUserId: string | null;
  gatewayPassword: string | null;
  taxOfficeNumber: string | null;
  taxOfficeReference: string | null;
  accountsOfficeReference: string | null;
  employerPAYEReference: string | null;
  vatRegistrationNumber: string | null;
}

const clean = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** References are written without spaces and in capitals ("123/ab 45678" -> "123/AB45678"). */
const reference = (value: unknown): string | null => clean(value)?.replace(/\s+/g, '').toUpperCase() ?? null;

/** VAT registration number check digits: weights 8..2 on the first seven digits plus the last two, mod 97 (or mod 97 after +55, the "9755" series). */
export function isValidVatNumber(vrn: string): boolean {
  if (!/^\d{9}$/.test(vrn)) return false;
  const digits = [...vrn].map(Number);
  const total = digits.slice(0, 7).reduce((sum, d, i) => sum + d * (8 - i), 0) + Number(vrn.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

export const CREDENTIAL_MESSAGES = {
  type: 'Credential type must be HMRC API (API) or RTI Gateway (RTIGateway)',
  clientId: 'Client ID is required for an HMRC API credential',
  clientSecret: 'Client Secret is required for an HMRC API credential',
  gatewayUserId: 'Gateway User ID is required for an RTI Gateway credential',
  gatewayPassword: 'Gateway Password is required for an RTI Gateway credential',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  taxOfficeNumber: 'Tax Office Number must be 3 digits, e.g. 123 (the part of the employer PAYE reference before the /)',
  taxOfficeReference: 'Tax Office Reference must be 1 to 10 letters or digits, e.g. AB45678 (the part of the employer PAYE reference after the /)',
  employerPAYEReference: 'Employer PAYE Reference must be 3 digits, a / and up to 10 letters or digits, e.g. 123/AB45678',
  payeMismatch: (paye: string) => `Does not match the Employer PAYE Reference ${paye}: leave it blank or make them agree`,
  accountsOfficeReference: 'Accounts Office Reference must be 13 characters: 3 digits, P, a letter, 7 digits and a digit or X, e.g. 123PA00012345',
  vatFormat: 'VAT Registration Number must be 9 digits, e.g. 123456782 (a GB prefix and spaces are allowed)',
  vatCheck: 'VAT Registration Number is not valid: its check digits do not match (check for a mistyped digit)',
} as const;

/**
 * Validates and normalises a POST body. Fields of the other type are dropped. A blank tax office number or reference
 * is taken from the employer PAYE reference; given ones must agree with it.
 */
export function validateCredential(body: Record<string, unknown>): { draft: CredentialDraft; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const type = body.credentialType as HmrcCredentialType;
  if (!HMRC_CREDENTIAL_TYPES.includes(type)) fail('credentialType', CREDENTIAL_MESSAGES.type);
  const isApi = type === 'API';
  const isGateway = type === 'RTIGateway';

  const clientId = isApi ? clean(body.clientId) : null;
  const clientSecret = isApi && typeof body.clientSecret === 'string' && body.clientSecret !== '' ? body.clientSecret : null;
  const gatewayUserId = isGateway ? clean(body.gatewayUserId) : null;
  const gatewayPassword = isGateway && typeof body.gatewayPassword === 'string' && body.gatewayPassword !== '' ? body.gatewayPassword : null;
  if (isApi && !clientId) fail('clientId', CREDENTIAL_MESSAGES.clientId);
  if (isApi && !clientSecret) fail('clientSecret', CREDENTIAL_MESSAGES.clientSecret);
  if (isGateway && !gatewayUserId) fail('gatewayUserId', CREDENTIAL_MESSAGES.gatewayUserId);
  if (isGateway && !gatewayPassword) fail('gatewayPassword', CREDENTIAL_MESSAGES.gatewayPassword);
  for (const [field, value, label, max] of [
    ['clientId', clientId, 'Client ID', 200],
    ['clientSecret', clientSecret, 'Client Secret', 500],
    ['gatewayUserId', gatewayUserId, 'Gateway User ID', 100],
    ['gatewayPassword', gatewayPassword, 'Gateway Password', 500],
  ] as const) {
    if (value && value.length > max) fail(field, CREDENTIAL_MESSAGES.tooLong(label, max));
  }

  const paye = reference(body.employerPAYEReference);
  let taxOfficeNumber = reference(body.taxOfficeNumber);
  let taxOfficeReference = reference(body.taxOfficeReference);
  const payeParts = paye ? /^(\d{3})\/([A-Z0-9]{1,10})$/.exec(paye) : null;
  if (paye && !payeParts) fail('employerPAYEReference', CREDENTIAL_MESSAGES.employerPAYEReference);
  if (taxOfficeNumber && !/^\d{3}$/.test(taxOfficeNumber)) fail('taxOfficeNumber', CREDENTIAL_MESSAGES.taxOfficeNumber);
  if (taxOfficeReference && !/^[A-Z0-9]{1,10}$/.test(taxOfficeReference)) fail('taxOfficeReference', CREDENTIAL_MESSAGES.taxOfficeReference);
  if (payeParts) {
    if (taxOfficeNumber && /^\d{3}$/.test(taxOfficeNumber) && taxOfficeNumber !== payeParts[1]) fail('taxOfficeNumber', CREDENTIAL_MESSAGES.payeMismatch(paye!));
    if (taxOfficeReference && /^[A-Z0-9]{1,10}$/.test(taxOfficeReference) && taxOfficeReference !== payeParts[2]) {
      fail('taxOfficeReference', CREDENTIAL_MESSAGES.payeMismatch(paye!));
    }
    taxOfficeNumber ??= payeParts[1];
    taxOfficeReference ??= payeParts[2];
  }

  const accountsOfficeReference = reference(body.accountsOfficeReference);
  if (accountsOfficeReference && !/^\d{3}P[A-Z]\d{7}[\dX]$/.test(accountsOfficeReference)) fail('accountsOfficeReference', CREDENTIAL_MESSAGES.accountsOfficeReference);

  const vatRaw = reference(body.vatRegistrationNumber);
  const vat = vatRaw?.replace(/^GB/, '') ?? null;
  if (vat && !/^\d{9}$/.test(vat)) fail('vatRegistrationNumber', CREDENTIAL_MESSAGES.vatFormat);
  else if (vat && !isValidVatNumber(vat)) fail('vatRegistrationNumber', CREDENTIAL_MESSAGES.vatCheck);

  return {
    draft: {
      credentialType: type,
      clientId,
      clientSecret,
      gatewayUserId,
      gatewayPassword,
      taxOfficeNumber,
      taxOfficeReference,
      accountsOfficeReference,
      employerPAYEReference: paye,
      vatRegistrationNumber: vat,
    },
    errors,
  };
}

/** What the API answers for a stored credential: '***' for a set secret, null for an unset one. */
export function maskCredential(row: {
  id: string;
  credentialType: HmrcCredentialType;
  clientId: string | null;
  clientSecretSealed: string | null;
  gatewayUserId: string | null;
  gatewayPasswordSealed: string | null;
  taxOfficeNumber: string | null;
  taxOfficeReference: string | null;
  accountsOfficeReference: string | null;
  employerPAYEReference: string | null;
  vatRegistrationNumber: string | null;
  isActive: boolean;
  createdAt: Date;
}): HmrcCredential {
  return {
    id: row.id,
    credentialType: row.credentialType,
    clientId: row.clientId,
    clientSecret: row.clientSecretSealed ? HMRC_SECRET_MASK : null,
    gatewayUserId: row.gatewayUserId,
    gatewayPassword: row.gatewayPasswordSealed ? HMRC_SECRET_MASK : null,
    taxOfficeNumber: row.taxOfficeNumber,
    taxOfficeReference: row.taxOfficeReference,
    accountsOfficeReference: row.accountsOfficeReference,
    employerPAYEReference: row.employerPAYEReference,
    vatRegistrationNumber: row.vatRegistrationNumber,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
