import { CREDENTIAL_MESSAGES, isValidVatNumber, maskCredential, validateCredential } from './hmrc-credential-rules';

describe('HMRC credential rules', () => {
  it('an API credential needs a client id and secret; gateway fields are dropped', () => {
    const { draft, errors } = validateCredential({ credentialType: 'API', clientId: ' app ', clientSecret: 's3cret', gatewayUserId: 'x', gatewayPassword: 'y' });
    expect(errors).toEqual({});
    expect(draft).toEqual(expect.objectContaining({ clientId: 'app', clientSecret: 's3cret', gatewayUserId: null, gatewayPassword: null }));
    expect(validateCredential({ credentialType: 'API' }).errors).toEqual({ clientId: [CREDENTIAL_MESSAGES.clientId], clientSecret: [CREDENTIAL_MESSAGES.clientSecret] });
  });

  it('a gateway credential needs a user id and password; an unknown type is refused', () => {
    expect(validateCredential({ credentialType: 'RTIGateway', gatewayUserId: '', gatewayPassword: '' }).errors).toEqual({
      gatewayUserId: [CREDENTIAL_MESSAGES.gatewayUserId],
      gatewayPassword: [CREDENTIAL_MESSAGES.gatewayPassword],
    });
    expect(validateCredential({ credentialType: 'Other' }).errors).toEqual({ credentialType: [CREDENTIAL_MESSAGES.type] });
  });

  it('employer PAYE reference 123/AB45678: normalised, and fills a blank tax office number and reference', () => {
    const { draft, errors } = validateCredential({ credentialType: 'RTIGateway', gatewayUserId: 'u', gatewayPassword: 'p', employerPAYEReference: '123/ab 45678' });
    expect(errors).toEqual({});
    expect([draft.employerPAYEReference, draft.taxOfficeNumber, draft.taxOfficeReference]).toEqual(['123/AB45678', '123', 'AB45678']);
  });

  it.each([
    ['employerPAYEReference', '12/AB45678', CREDENTIAL_MESSAGES.employerPAYEReference],
    ['employerPAYEReference', '123AB45678', CREDENTIAL_MESSAGES.employerPAYEReference],
    ['taxOfficeNumber', '12', CREDENTIAL_MESSAGES.taxOfficeNumber],
    ['taxOfficeNumber', '12A', CREDENTIAL_MESSAGES.taxOfficeNumber],
    ['taxOfficeReference', 'AB-45', CREDENTIAL_MESSAGES.taxOfficeReference],
    ['accountsOfficeReference', '123PA0001234', CREDENTIAL_MESSAGES.accountsOfficeReference],
    ['accountsOfficeReference', '123XA00012345', CREDENTIAL_MESSAGES.accountsOfficeReference],
    ['vatRegistrationNumber', '12345678', CREDENTIAL_MESSAGES.vatFormat],
    ['vatRegistrationNumber', '123456789', CREDENTIAL_MESSAGES.vatCheck],
  ])('%s %s is refused with a message a person can act on', (field, value, message) => {
    expect(validateCredential({ credentialType: 'API', clientId: 'a', clientSecret: 'b', [field]: value }).errors).toEqual({ [field]: [message] });
  });

  it('accepts HMRC-shaped references (AOR with an X check character, VAT with GB prefix and spaces)', () => {
    const { draft, errors } = validateCredential({
      credentialType: 'API', clientId: 'a', clientSecret: 'b', taxOfficeNumber: '123', taxOfficeReference: 'AB45678', employerPAYEReference: '123/AB45678',
      accountsOfficeReference: '123pa0001234x', vatRegistrationNumber: 'GB 123 4567 82',
    });
    expect(errors).toEqual({});
    expect([draft.accountsOfficeReference, draft.vatRegistrationNumber]).toEqual(['123PA0001234X', '123456782']);
  });

  it('tax office number and reference must agree with the PAYE reference', () => {
    const { errors } = validateCredential({ credentialType: 'API', clientId: 'a', clientSecret: 'b', employerPAYEReference: '123/AB45678', taxOfficeNumber: '124', taxOfficeReference: 'AB45679' });
    expect(errors).toEqual({ taxOfficeNumber: [CREDENTIAL_MESSAGES.payeMismatch('123/AB45678')], taxOfficeReference: [CREDENTIAL_MESSAGES.payeMismatch('123/AB45678')] });
  });

  it('VAT check digits: mod 97 and the 9755 series', () => {
    expect(isValidVatNumber('123456782')).toBe(true); // 112 + 82 = 194 = 2 x 97
    expect(isValidVatNumber('123456727')).toBe(true); // 112 + 27 + 55 = 194
    expect(isValidVatNumber('123456783')).toBe(false);
  });

  it('masks secrets: *** when set, null when not; the gateway user id stays in clear', () => {
    const row = {
      id: 'x', credentialType: 'RTIGateway' as const, clientId: null, clientSecretSealed: null, gatewayUserId: 'GW1', gatewayPasswordSealed: 'v1:aa:bb:cc',
      taxOfficeNumber: null, taxOfficeReference: null, accountsOfficeReference: null, employerPAYEReference: null, vatRegistrationNumber: null, isActive: true, createdAt: new Date(0),
    };
    expect(maskCredential(row)).toEqual(expect.objectContaining({ gatewayUserId: 'GW1', gatewayPassword: '***', clientSecret: null }));
  });
});
