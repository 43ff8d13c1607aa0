// Form state <-> request body, and the same field rules as the server (spec section 5), checked before sending.
import { SMTP_DEFAULTS, SMTP_LIMITS as L, SMTP_VALIDATION as M, type SmtpConfiguration, type SmtpConfigurationRequest } from '@app/contracts';

export type SmtpField = 'displayName' | 'host' | 'port' | 'username' | 'password' | 'fromEmail' | 'fromName' | 'timeoutSeconds' | 'notes';
export type FieldErrors = Partial<Record<SmtpField, string>>;

export interface SmtpFormValues {
  displayName: string;
  host: string;
  port: string;
  username: string;
  password: string;
  fromEmail: string;
  fromName: string;
  enableSsl: boolean;
  useDefaultCredentials: boolean;
  timeoutSeconds: string;
  notes: string;
}

export function emptyForm(): SmtpFormValues {
  return {
    displayName: '',
    host: '',
    port: String(SMTP_DEFAULTS.port),
    username: '',
    password: '',
    fromEmail: '',
    fromName: '',
    enableSsl: SMTP_DEFAULTS.enableSsl,
    useDefaultCredentials: SMTP_DEFAULTS.useDefaultCredentials,
    timeoutSeconds: String(SMTP_DEFAULTS.timeoutSeconds),
    notes: '',
  };
}

/** Editing opens the form pre-filled with the password cleared (spec section 4). */
export function formFrom(c: SmtpConfiguration): SmtpFormValues {
  return {
    displayName: c.displayName,
    host: c.host,
    port: String(c.port),
    username: c.username,
    password: '',
    fromEmail: c.fromEmail,
    fromName: c.fromName,
    enableSsl: c.enableSsl,
    useDefaultCredentials: c.useDefaultCredentials,
    timeoutSeconds: String(c.timeoutSeconds),
    notes: c.notes ?? '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?$|^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/;
const isInt = (s: string) => /^-?\d+$/.test(s.trim());

export function validateForm(v: SmtpFormValues, creating: boolean): FieldErrors {
  const e: FieldErrors = {};
  const required = (field: SmtpField, value: string, message: string) => {
    if (!value.trim()) e[field] = message;
  };
  required('displayName', v.displayName, M.displayNameRequired);
  if (!e.displayName && v.displayName.trim().length > L.displayNameMax) e.displayName = M.displayNameTooLong;
  required('host', v.host, M.hostRequired);
  if (!e.host && !HOST.test(v.host.trim())) e.host = M.hostInvalid;
  if (!v.port.trim()) e.port = M.portRequired;
  else if (!isInt(v.port) || +v.port < L.portMin || +v.port > L.portMax) e.port = M.portRange;
  required('username', v.username, M.usernameRequired);
  if (creating) required('password', v.password, M.passwordRequired);
  required('fromEmail', v.fromEmail, M.fromEmailRequired);
  if (!e.fromEmail && !EMAIL.test(v.fromEmail.trim())) e.fromEmail = M.fromEmailInvalid;
  required('fromName', v.fromName, M.fromNameRequired);
  if (v.timeoutSeconds.trim() && (!isInt(v.timeoutSeconds) || +v.timeoutSeconds < L.timeoutMin || +v.timeoutSeconds > L.timeoutMax)) e.timeoutSeconds = M.timeoutRange;
  if (v.notes.trim().length > L.notesMax) e.notes = M.notesTooLong;
  return e;
}

export function toRequest(v: SmtpFormValues): SmtpConfigurationRequest {
  const body: SmtpConfigurationRequest = {
    displayName: v.displayName.trim(),
    host: v.host.trim(),
    port: Number(v.port),
    username: v.username.trim(),
    fromEmail: v.fromEmail.trim(),
    fromName: v.fromName.trim(),
    enableSsl: v.enableSsl,
    useDefaultCredentials: v.useDefaultCredentials,
    timeoutSeconds: v.timeoutSeconds.trim() ? Number(v.timeoutSeconds) : SMTP_DEFAULTS.timeoutSeconds,
    notes: v.notes.trim() ? v.notes.trim() : null,
  };
  if (v.password) body.password = v.password;
  return body;
}
