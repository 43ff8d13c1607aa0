import { sessionStore, signIn } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { api, attachmentName, downloadFile, errorMessage, failureText, fieldErrors, formFailure, isAuthCall, isNetworkError } from './index';
import { mockHttp, type HttpMock } from './testing';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'a@example.com', role: 'Admin' as const };
let http: HttpMock;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  resetSessionForTests();
  http = mockHttp();
});

afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

it('uses an empty baseURL', () => {
  expect(api.defaults.baseURL).toBe('');
});

it('sends the bearer token from the session store on every request', async () => {
  signIn('tok-123', user);
  http.on('GET', '/api/admin/companies', { status: 200, data: [] });
  await api.get('/api/admin/companies');
  expect(http.calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
});

it('sends no Authorization header without a token', async () => {
  http.on('GET', '/api/x', { status: 200, data: {} });
  await api.get('/api/x');
  expect(http.calls[0].headers.get('Authorization')).toBeFalsy();
});

it('a 401 from a non-authentication call triggers the session-expired flow', async () => {
  signIn('tok', user);
  http.on('GET', '/api/admin/companies', { status: 401, data: { message: 'Unauthorized' } });
  await expect(api.get('/api/admin/companies')).rejects.toMatchObject({ response: { status: 401 } });
  expect(sessionStore.getState().expiredNotice).toBe(true);
  jest.advanceTimersByTime(2000);
  expect(sessionStore.getState().token).toBeNull();
});

it('a 401 from an authentication call does not', async () => {
  http.on('POST', '/api/auth/login', { status: 401, data: { message: 'Invalid email or password' } });
  const error = await api.post('/api/auth/login', {}).catch((e) => e);
  expect(errorMessage(error)).toBe('Invalid email or password');
  expect(sessionStore.getState().expiredNotice).toBe(false);
});

it('other errors do not end the session', async () => {
  signIn('tok', user);
  http.on('GET', '/api/x', { status: 403, data: { message: 'Forbidden' } });
  await expect(api.get('/api/x')).rejects.toBeTruthy();
  expect(sessionStore.getState().expiredNotice).toBe(false);
});

it('recognises network errors', async () => {
  http.on('GET', '/api/x', () => 'network-error');
  const error = await api.get('/api/x').catch((e) => e);
  expect(isNetworkError(error)).toBe(true);
});

it('classifies authentication calls', () => {
  expect(isAuthCall('/api/auth/login')).toBe(true);
  expect(isAuthCall('/api/auth/me')).toBe(true);
  expect(isAuthCall('http://localhost:3000/api/auth/me')).toBe(true);
  expect(isAuthCall('/api/authors')).toBe(false);
  expect(isAuthCall('/api/admin/companies')).toBe(false);
});

it('reads the first message per field of a validation answer, and nothing from other failures', async () => {
  http.on('POST', '/api/smtpconfiguration', {
    status: 400,
    data: { message: 'Validation failed', errors: { host: ['Host is required', 'second'], port: 'Port must be a number from 1 to 65535', notes: [42] } },
  });
  http.on('DELETE', '/api/smtpconfiguration/1', { status: 404, data: { message: 'SMTP configuration not found' } });
  const invalid = await api.post('/api/smtpconfiguration', {}).catch((e: unknown) => e);
  expect(fieldErrors(invalid)).toEqual({ host: 'Host is required', port: 'Port must be a number from 1 to 65535' });
  const missing = await api.delete('/api/smtpconfiguration/1').catch((e: unknown) => e);
  expect(fieldErrors(missing)).toEqual({});
  expect(fieldErrors(new Error('boom'))).toEqual({});
});

it("words a failure: the network text without an answer, else the server's message, else the fallback", async () => {
  const texts = { network: 'Network error occurred', fallback: 'Sign-in failed' };
  http.on('POST', '/api/auth/login', { status: 401, data: { message: 'Invalid email or password' } });
  http.on('POST', '/api/auth/register', { status: 500, data: '' });
  http.on('POST', '/api/auth/reset', () => 'network-error');
  expect(failureText(await api.post('/api/auth/login').catch((e: unknown) => e), texts)).toBe('Invalid email or password');
  expect(failureText(await api.post('/api/auth/register').catch((e: unknown) => e), texts)).toBe('Sign-in failed');
  expect(failureText(await api.post('/api/auth/reset').catch((e: unknown) => e), texts)).toBe('Network error occurred');
});

it('formFailure: 400 fields, a 409 on its field, else one general text', async () => {
  http.on('POST', '/v', { status: 400, data: { message: 'Please correct', errors: { 'features.payroll': ['Payroll must be on or off'] } } });
  http.on('POST', '/c', { status: 409, data: { message: 'A business model with this name already exists' } });
  http.on('POST', '/s', { status: 500, data: {} });
  http.on('POST', '/n', () => 'network-error');
  const fail = (url: string) => api.post(url).then(() => { throw new Error('expected a failure'); }, (e: unknown) => e);
  const texts = { network: 'Network error', fallback: 'Failed to save' };
  expect(formFailure(await fail('/v'), texts, 'name')).toEqual({ fields: { 'features.payroll': 'Payroll must be on or off' }, general: null });
  expect(formFailure(await fail('/c'), texts, 'name')).toEqual({ fields: { name: 'A business model with this name already exists' }, general: null });
  expect(formFailure(await fail('/c'), texts)).toEqual({ fields: {}, general: 'A business model with this name already exists' });
  expect(formFailure(await fail('/s'), texts, 'name')).toEqual({ fields: {}, general: 'Failed to save' });
  expect(formFailure(await fail('/n'), texts)).toEqual({ fields: {}, general: 'Network error' });
});

describe('downloadFile', () => {
  it('fetches the file with the bearer token and saves it under the name the server gives', async () => {
    signIn('tok-dl', user);
    const saved: { name: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    http.on('GET', '/api/x/export.csv', { status: 200, data: new Blob(['a,b\r\n']), headers: { 'content-disposition': 'attachment; filename="x-2026-11-24.csv"' } });
    await expect(downloadFile('/api/x/export.csv', { params: { q: 'acme' }, fallbackName: 'x.csv' })).resolves.toBe('x-2026-11-24.csv');
    expect(saved).toEqual([{ name: 'x-2026-11-24.csv', href: 'blob:export' }]);
    expect(http.calls[0].headers.get('Authorization')).toBe('Bearer tok-dl');
    expect(http.calls[0].params).toEqual({ q: 'acme' });
    expect(http.calls[0].responseType).toBe('blob');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    click.mockRestore();
  });

  it('reads plain, quoted and UTF-8 encoded file names, and none', () => {
    expect(attachmentName('attachment; filename="audit log.csv"')).toBe('audit log.csv');
    expect(attachmentName('attachment; filename=audit.csv')).toBe('audit.csv');
    expect(attachmentName("attachment; filename=\"a.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(attachmentName(undefined)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
  });
});
