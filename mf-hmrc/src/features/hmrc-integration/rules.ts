// Pure logic of the HMRC Integration Management screen: the credential and configuration form models, what the list
// shows for a secret, server field errors, and how a test result is read.
import {
  HMRC_DEFAULT_CONFIGURATION,
  HMRC_SECRET_MASK,
  type HmrcApiSubTests,
  type HmrcConfiguration,
  type HmrcConfigurationInput,
  type HmrcCredential,
  type HmrcCredentialInput,
  type HmrcCredentialType,
  type HmrcSubTestResult,
} from '@app/contracts';

export const REFERENCE_FIELDS = [
  'taxOfficeNumber',
  'taxOfficeReference',
  'accountsOfficeReference',
  'employerPAYEReference',
  'vatRegistrationNumber',
] as const;

/** The secret pair each type needs (spec 2: API = Client ID + Client Secret, gateway = User ID + Password). */
export const TYPE_FIELDS = {
  API: ['clientId', 'clientSecret'],
  RTIGateway: ['gatewayUserId', 'gatewayPassword'],
} as const satisfies Record<HmrcCredentialType, readonly string[]>;

export type CredentialField = (typeof TYPE_FIELDS)[HmrcCredentialType][number] | (typeof REFERENCE_FIELDS)[number];
export type CredentialFormValues = { credentialType: HmrcCredentialType } & Record<CredentialField, string>;
export type CredentialFieldErrors = Partial<Record<CredentialField, string>>;

/** The Add New Credential form's start state, and its state after a save: type API, every field blank. */
export function emptyCredentialForm(): CredentialFormValues {
  return {
    credentialType: 'API',
    clientId: '',
    clientSecret: '',
    gatewayUserId: '',
    gatewayPassword: '',
    taxOfficeNumber: '',
    taxOfficeReference: '',
    accountsOfficeReference: '',
    employerPAYEReference: '',
    vatRegistrationNumber: '',
  };
}

/** Switching the type keeps the references and drops the other type's secrets (never sent, never kept in memory). */
export function switchCredentialType(values: CredentialFormValues, credentialType: HmrcCredentialType): CredentialFormValues {
  const blank = emptyCredentialForm();
  const references = Object.fromEntries(REFERENCE_FIELDS.map((f) => [f, values[f]]));
  return { ...blank, ...references, credentialType };
}

/** The two fields of the chosen type are required; the references are checked by the server (HMRC's formats). */
export function validateCredentialForm(values: CredentialFormValues, required: (field: CredentialField) => string): CredentialFieldErrors {
  const errors: CredentialFieldErrors = {};
  for (const field of TYPE_FIELDS[values.credentialType]) {
    if (!values[field].trim()) errors[field] = required(field);
  }
  return errors;
}

/** The POST body: only the chosen type's fields and the references that were given, trimmed (secrets as typed). */
export function toCredentialInput(values: CredentialFormValues): HmrcCredentialInput {
  const input: HmrcCredentialInput = { credentialType: values.credentialType };
  const [id, secret] = TYPE_FIELDS[values.credentialType];
  input[id] = values[id].trim();
  input[secret] = values[secret];
  for (const field of REFERENCE_FIELDS) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  return input;
}

/** A listed secret: the server answers '***' for a set one and null for an unset one. */
export function secretText(value: HmrcCredential['clientSecret'], notSet: string): string {
  return value === HMRC_SECRET_MASK ? HMRC_SECRET_MASK : notSet;
}

export function hasActiveCredential(credentials: readonly HmrcCredential[] | undefined, type: HmrcCredentialType): boolean {
  return !!credentials?.some((c) => c.credentialType === type && c.isActive);
}

/** The server's per-field messages (`fieldErrors` from `@app/api-client`) kept for the fields the form has. */
export function formFieldErrors<F extends string>(errors: Record<string, string>, fields: readonly F[]): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field as F))) as Partial<Record<F, string>>;
}

export const CONFIGURATION_FIELDS = ['environment', 'applicationName', 'baseApiUrl', 'rtiGatewayUrl', 'notificationEmail'] as const;
export type ConfigurationField = (typeof CONFIGURATION_FIELDS)[number];

/** The configuration form starts from what the server answered (stored, or the spec 9 defaults). */
export function configurationForm(configuration: HmrcConfiguration | undefined): HmrcConfigurationInput {
  if (!configuration) return { ...HMRC_DEFAULT_CONFIGURATION };
  const { id: _id, updatedAt: _updatedAt, ...input } = configuration;
  return { ...input, notificationEmail: input.notificationEmail ?? '' };
}

/** The POST body: text trimmed. The e-mail is kept while notifications are off (the field is only hidden). */
export function toConfigurationInput(values: HmrcConfigurationInput): HmrcConfigurationInput {
  return {
    ...values,
    applicationName: values.applicationName.trim(),
    baseApiUrl: values.baseApiUrl.trim(),
    rtiGatewayUrl: values.rtiGatewayUrl.trim(),
    notificationEmail: values.notificationEmail.trim(),
  };
}

/** The Overview's Configuration card: the environment's name once a configuration is stored, else "Not configured". */
export function configurationCardText(
  configuration: HmrcConfiguration | undefined,
  names: Record<HmrcConfiguration['environment'], string>,
  notConfigured: string,
): string {
  return configuration?.id ? names[configuration.environment] : notConfigured;
}

export const SUB_TESTS = ['helloWorld', 'helloApplication', 'helloUser'] as const satisfies readonly (keyof HmrcApiSubTests)[];

/** The three API sub-tests in the spec's order, or none when the server could not run them. */
export function subTestList(tests: HmrcApiSubTests | null | undefined): { key: (typeof SUB_TESTS)[number]; result: HmrcSubTestResult }[] {
  if (!tests) return [];
  return SUB_TESTS.filter((key) => tests[key]).map((key) => ({ key, result: tests[key] }));
}

/** "200 - OK - the request succeeded": the status code with its explanation (the server's, one pure function). */
export function statusCodeText(statusCode: number | null, description: string, none: string): string {
  return `${statusCode ?? none} - ${description}`;
}
