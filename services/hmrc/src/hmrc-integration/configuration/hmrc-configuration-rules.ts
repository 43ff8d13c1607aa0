// Pure rules of the HMRC configuration: spec 9 defaults and the POST validation.
import { HMRC_DEFAULT_CONFIGURATION, HMRC_ENVIRONMENTS, HmrcConfigurationInput, HmrcEnvironment } from '@app/contracts';

export type FieldErrors = Record<string, string[]>;

export const CONFIGURATION_MESSAGES = {
  environment: 'Environment must be sandbox or production',
  url: (label: string, example: string) => `${label} must be an http:// or https:// address, e.g. ${example}`,
  applicationName: 'Application Name is required (at most 200 characters)',
  flag: (label: string) => `${label} must be true or false`,
  emailFormat: 'Notification Email must be an e-mail address, e.g. payroll@example.com',
} as const;

const FLAGS = [
  ['enableFPSSubmission', 'Enable FPS Submission'],
  ['enableVATSubmission', 'Enable VAT Submission'],
  ['autoSubmitFPS', 'Auto Submit FPS'],
  ['autoSubmitVAT', 'Auto Submit VAT'],
  ['sendEmailNotifications', 'Send Email Notifications'],
] as const;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && value.length <= 500;
  } catch {
    return false;
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Validates a POST body; absent flags take the spec 9 defaults. URLs lose a trailing slash. */
export function validateConfiguration(body: Record<string, unknown>): { input: HmrcConfigurationInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

  const environment = body.environment as HmrcEnvironment;
  if (!HMRC_ENVIRONMENTS.includes(environment)) fail('environment', CONFIGURATION_MESSAGES.environment);
  const baseApiUrl = text(body.baseApiUrl).replace(/\/+$/, '');
  if (!isHttpUrl(baseApiUrl)) fail('baseApiUrl', CONFIGURATION_MESSAGES.url('Base API URL', HMRC_DEFAULT_CONFIGURATION.baseApiUrl));
  const rtiGatewayUrl = text(body.rtiGatewayUrl);
  if (!isHttpUrl(rtiGatewayUrl)) fail('rtiGatewayUrl', CONFIGURATION_MESSAGES.url('RTI Gateway URL', HMRC_DEFAULT_CONFIGURATION.rtiGatewayUrl));
  const applicationName = text(body.applicationName);
  if (!applicationName || applicationName.length > 200) fail('applicationName', CONFIGURATION_MESSAGES.applicationName);

  const flags = {} as Record<(typeof FLAGS)[number][0], boolean>;
  for (const [field, label] of FLAGS) {
    const value = body[field];
    if (value === undefined || value === null) flags[field] = HMRC_DEFAULT_CONFIGURATION[field];
    else if (typeof value !== 'boolean') fail(field, CONFIGURATION_MESSAGES.flag(label));
    else flags[field] = value;
  }

  // E-mail format only while notifications are on (the screen hides the field otherwise); blank = no address yet.
  const notificationEmail = text(body.notificationEmail);
  if ((flags.sendEmailNotifications && notificationEmail && !EMAIL.test(notificationEmail)) || notificationEmail.length > 254) {
    fail('notificationEmail', CONFIGURATION_MESSAGES.emailFormat);
  }

  return { input: { environment, baseApiUrl, rtiGatewayUrl, applicationName, ...flags, notificationEmail }, errors };
}
