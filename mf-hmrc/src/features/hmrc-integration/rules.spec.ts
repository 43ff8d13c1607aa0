import { HMRC_DEFAULT_CONFIGURATION, type HmrcConfiguration, type HmrcCredential } from '@app/contracts';
import {
  configurationCardText,
  configurationForm,
  emptyCredentialForm,
  hasActiveCredential,
  formFieldErrors,
  secretText,
  statusCodeText,
  subTestList,
  switchCredentialType,
  toConfigurationInput,
  toCredentialInput,
  validateCredentialForm,
} from './rules';

const required = (field: string) => `${field} is required`;

function credential(overrides: Partial<HmrcCredential>): HmrcCredential {
  return {
    id: 'c1',
    credentialType: 'API',
    clientId: 'client',
    clientSecret: '***',
    gatewayUserId: null,
    gatewayPassword: null,
    taxOfficeNumber: null,
    taxOfficeReference: null,
    accountsOfficeReference: null,
    employerPAYEReference: null,
    vatRegistrationNumber: null,
    isActive: true,
    createdAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

describe('credential form', () => {
  it('starts as type API with every field blank', () => {
    const form = emptyCredentialForm();
    expect(form.credentialType).toBe('API');
    expect(Object.entries(form).filter(([k, v]) => k !== 'credentialType' && v !== '')).toEqual([]);
  });

  it('switching type keeps the references and drops the secrets typed for the other type', () => {
    const form = { ...emptyCredentialForm(), clientId: 'id', clientSecret: 'secret', employerPAYEReference: '123/AB45678' };
    const switched = switchCredentialType(form, 'RTIGateway');
    expect(switched).toMatchObject({ credentialType: 'RTIGateway', clientId: '', clientSecret: '', employerPAYEReference: '123/AB45678' });
  });

  it('requires the two fields of the chosen type only', () => {
    expect(validateCredentialForm(emptyCredentialForm(), required)).toEqual({ clientId: 'clientId is required', clientSecret: 'clientSecret is required' });
    const gateway = { ...switchCredentialType(emptyCredentialForm(), 'RTIGateway'), gatewayUserId: '  ' };
    expect(validateCredentialForm(gateway, required)).toEqual({ gatewayUserId: 'gatewayUserId is required', gatewayPassword: 'gatewayPassword is required' });
    expect(validateCredentialForm({ ...gateway, gatewayUserId: 'u', gatewayPassword: 'p' }, required)).toEqual({});
  });

  it('sends only the chosen type fields and the given references, trimmed; the secret as typed', () => {
    const form = { ...emptyCredentialForm(), clientId: ' id ', clientSecret: ' s3cret ', gatewayUserId: 'stale', taxOfficeNumber: ' 123 ' };
    expect(toCredentialInput(form)).toEqual({ credentialType: 'API', clientId: 'id', clientSecret: ' s3cret ', taxOfficeNumber: '123' });
    const gateway = { ...switchCredentialType(form, 'RTIGateway'), gatewayUserId: 'user', gatewayPassword: 'pw' };
    expect(toCredentialInput(gateway)).toEqual({ credentialType: 'RTIGateway', gatewayUserId: 'user', gatewayPassword: 'pw', taxOfficeNumber: '123' });
  });
});

describe('credential list', () => {
  it('shows *** for a set secret and the "not set" text otherwise', () => {
    expect(secretText('***', 'Not set')).toBe('***');
    expect(secretText(null, 'Not set')).toBe('Not set');
  });

  it('a type is configured when one of its credentials is active', () => {
    const list = [credential({ isActive: false }), credential({ id: 'g', credentialType: 'RTIGateway', isActive: true })];
    expect(hasActiveCredential(list, 'API')).toBe(false);
    expect(hasActiveCredential(list, 'RTIGateway')).toBe(true);
    expect(hasActiveCredential(undefined, 'API')).toBe(false);
  });
});

describe('server answers', () => {
  it('keeps the messages of the fields the form has', () => {
    const errors = { vatRegistrationNumber: 'Bad check digits', unknown: 'x', clientId: 'Required' };
    expect(formFieldErrors(errors, ['vatRegistrationNumber', 'clientId'] as const)).toEqual({ vatRegistrationNumber: 'Bad check digits', clientId: 'Required' });
    expect(formFieldErrors({}, ['clientId'] as const)).toEqual({});
  });
});

describe('configuration', () => {
  const stored: HmrcConfiguration = { id: 'cfg', updatedAt: '2026-11-23T10:00:00Z', ...HMRC_DEFAULT_CONFIGURATION, environment: 'production' };

  it('starts the form from the answer, without id and updatedAt', () => {
    expect(configurationForm(stored)).toEqual({ ...HMRC_DEFAULT_CONFIGURATION, environment: 'production' });
    expect(configurationForm(undefined)).toEqual(HMRC_DEFAULT_CONFIGURATION);
  });

  it('trims the text fields', () => {
    const values = { ...HMRC_DEFAULT_CONFIGURATION, baseApiUrl: ' http://127.0.0.1:4000 ', notificationEmail: ' ops@example.com ' };
    expect(toConfigurationInput(values)).toMatchObject({ baseApiUrl: 'http://127.0.0.1:4000', notificationEmail: 'ops@example.com' });
  });

  it('the Overview card names the environment only once a configuration is stored', () => {
    const names = { sandbox: 'Sandbox', production: 'Production' };
    expect(configurationCardText(stored, names, 'Not configured')).toBe('Production');
    expect(configurationCardText({ ...stored, id: null }, names, 'Not configured')).toBe('Not configured');
    expect(configurationCardText(undefined, names, 'Not configured')).toBe('Not configured');
  });
});

describe('test results', () => {
  const sub = (statusCode: number | null) => ({ success: statusCode === 200, statusCode, description: 'd', message: 'm', testDescription: 't' });

  it('lists the three sub-tests in order, or none', () => {
    const tests = { helloUser: sub(401), helloWorld: sub(200), helloApplication: sub(200) };
    expect(subTestList(tests).map((t) => t.key)).toEqual(['helloWorld', 'helloApplication', 'helloUser']);
    expect(subTestList(null)).toEqual([]);
  });

  it('writes the status code with its explanation', () => {
    expect(statusCodeText(406, 'Not Acceptable - the Accept header is missing or invalid', 'none')).toBe('406 - Not Acceptable - the Accept header is missing or invalid');
    expect(statusCodeText(null, 'No answer', 'none')).toBe('none - No answer');
  });
});
