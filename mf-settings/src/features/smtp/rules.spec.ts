import { SMTP_DEFAULTS, SMTP_VALIDATION as M, type SmtpConfiguration } from '@app/contracts';
import { emptyForm, formFrom, toRequest, validateForm } from './rules';

const valid = { ...emptyForm(), displayName: 'Office relay', host: 'smtp.example.com', username: 'mailer', password: 'secret', fromEmail: 'noreply@example.com', fromName: 'Payroll' };

describe('validateForm', () => {
  it('accepts a complete form and asks for the password only when creating', () => {
    expect(validateForm(valid, true)).toEqual({});
    expect(validateForm({ ...valid, password: '' }, true)).toEqual({ password: M.passwordRequired });
    expect(validateForm({ ...valid, password: '' }, false)).toEqual({});
  });

  it('gives only the required message for a blank value, then the format messages', () => {
    expect(validateForm({ ...emptyForm(), port: '' }, true)).toEqual({
      displayName: M.displayNameRequired,
      host: M.hostRequired,
      port: M.portRequired,
      username: M.usernameRequired,
      password: M.passwordRequired,
      fromEmail: M.fromEmailRequired,
      fromName: M.fromNameRequired,
    });
    expect(validateForm({ ...valid, host: 'bad host', port: '70000', fromEmail: 'nope', timeoutSeconds: 'x' }, true)).toEqual({
      host: M.hostInvalid,
      port: M.portRange,
      fromEmail: M.fromEmailInvalid,
      timeoutSeconds: M.timeoutRange,
    });
  });
});

describe('form <-> request', () => {
  it('trims, defaults a blank timeout, sends blank notes as null and leaves a blank password out', () => {
    const body = toRequest({ ...valid, displayName: ' Office relay ', password: '', timeoutSeconds: ' ', notes: '  ' });
    expect(body).toEqual({
      displayName: 'Office relay',
      host: 'smtp.example.com',
      port: SMTP_DEFAULTS.port,
      username: 'mailer',
      fromEmail: 'noreply@example.com',
      fromName: 'Payroll',
      enableSsl: SMTP_DEFAULTS.enableSsl,
      useDefaultCredentials: SMTP_DEFAULTS.useDefaultCredentials,
      timeoutSeconds: SMTP_DEFAULTS.timeoutSeconds,
      notes: null,
    });
  });

  it('opens an existing configuration with the password cleared', () => {
    const c = { displayName: 'A', host: 'h', port: 25, username: 'u', fromEmail: 'a@b.c', fromName: 'N', enableSsl: false, useDefaultCredentials: true, timeoutSeconds: 10, notes: null } as SmtpConfiguration;
    expect(formFrom(c)).toMatchObject({ port: '25', password: '', timeoutSeconds: '10', notes: '', useDefaultCredentials: true });
  });
});
