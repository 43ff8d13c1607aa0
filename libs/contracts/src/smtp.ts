// Outbound mail contracts (spec section 3 "SMTP configuration", "SMTP test request/response", section 7 "SMTP") and
// the mail log (GET /api/smtpconfiguration/mail-log, beyond the spec: see docs/mail.md).
import type { PagedList } from './backend';

/** A configuration as the API answers it. The password is write-only: it is never part of an answer. */
export interface SmtpConfiguration {
  id: string;
  displayName: string;
  host: string;
  port: number;
  username: string;
  fromEmail: string;
  fromName: string;
  enableSsl: boolean;
  isActive: boolean;
  useDefaultCredentials: boolean;
  timeoutSeconds: number;
  notes: string | null;
  lastTestedDate: string | null;
  lastTestSuccessful: boolean | null;
  createdAt: string;
  updatedAt: string;
}

/** POST body; PUT adds `id`. On update a blank or absent password keeps the current one. */
export interface SmtpConfigurationRequest {
  id?: string;
  displayName: string;
  host: string;
  port?: number;
  username: string;
  password?: string;
  fromEmail: string;
  fromName: string;
  enableSsl?: boolean;
  useDefaultCredentials?: boolean;
  timeoutSeconds?: number;
  notes?: string | null;
}

export interface SmtpTestRequest {
  testEmailAddress: string;
  testSubject?: string;
  testMessage?: string;
}

export interface SmtpTestResponse {
  success: boolean;
  testDurationMs: number;
  errorMessage: string | null;
}

export type MailLogStatus = 'Sent' | 'Failed';

export interface MailLogEntry {
  id: string;
  createdAt: string;
  recipient: string;
  subject: string;
  status: MailLogStatus;
  errorMessage: string | null;
  /** True for messages sent by the "Send Test Email" button. */
  isTest: boolean;
  configurationId: string | null;
  configurationName: string | null;
  durationMs: number | null;
}

export type MailLogPage = PagedList<MailLogEntry>;

/** Spec section 9, "SMTP defaults". */
export const SMTP_DEFAULTS = {
  port: 587,
  enableSsl: true,
  isActive: false,
  useDefaultCredentials: false,
  timeoutSeconds: 30,
} as const;

export const SMTP_LIMITS = {
  portMin: 1,
  portMax: 65535,
  timeoutMin: 5,
  timeoutMax: 300,
  displayNameMax: 100,
  hostMax: 255,
  usernameMax: 255,
  passwordMax: 500,
  fromEmailMax: 254,
  fromNameMax: 100,
  notesMax: 1000,
} as const;

/**
 * Per-field validation messages, shared by the server (class-validator DTOs) and the form (checked before sending).
 * Labels are the form's labels; a blank value gives only the "is required" message.
 */
export const SMTP_VALIDATION = {
  displayNameRequired: 'Display Name is required',
  displayNameTooLong: 'Display Name must be at most 100 characters',
  hostRequired: 'SMTP Host is required',
  hostInvalid: 'SMTP Host must be a host name or IP address, without a scheme, port or spaces',
  hostTooLong: 'SMTP Host must be at most 255 characters',
  portRequired: 'Port is required',
  portRange: 'Port must be a number from 1 to 65535',
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 255 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 500 characters',
  fromEmailRequired: 'From Email is required',
  fromEmailInvalid: 'From Email must be a valid email address',
  fromNameRequired: 'From Name is required',
  fromNameTooLong: 'From Name must be at most 100 characters',
  timeoutRange: 'Timeout must be a number from 5 to 300 seconds',
  enableSslBoolean: 'Enable SSL must be true or false',
  useDefaultCredentialsBoolean: 'Use Default Credentials must be true or false',
  notesTooLong: 'Notes must be at most 1000 characters',
  idMismatch: 'The id in the body does not match the configuration being updated',
  testEmailRequired: 'Please enter a test email address',
  testEmailInvalid: 'Test Email Address must be a valid email address',
  testSubjectTooLong: 'Test subject must be at most 200 characters',
  testMessageTooLong: 'Test message must be at most 5000 characters',
} as const;
