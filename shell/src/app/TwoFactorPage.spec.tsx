import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, signIn } from '@app/session';
import { renderShellAt, withShellTestSetup } from '../testing/shell';

const admin = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' as const };
const status = (over: object = {}) => ({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForAdmins: false, ...over });
const CODES = ['ABCDE-FGHJK', 'LMNPQ-RSTUV', 'WXYZ2-34567', 'AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'JJJJJ-KKKKK', 'LLLLL-MMMMM', 'NNNNN-PPPPP'];


const currentHttp = withShellTestSetup();
const posted = (url: string) => currentHttp().calls.filter((c) => c.method === 'post' && c.url === url).map((c) => JSON.parse(c.data ?? '{}'));

it('sign-in with two-factor: password, then the code step (or a recovery code); a wrong code shows the server text', async () => {
  sessionStore.setState({ status: 'anonymous' });
  currentHttp().on('POST', '/api/auth/login', { status: 200, data: { twoFactorRequired: true, challenge: 'ch-1', expiresAt: '2026-11-24T10:05:00Z' } });
  let attempts = 0;
  currentHttp().on('POST', '/api/auth/login/two-factor', () =>
    ++attempts === 1 ? { status: 401, data: { message: 'That code is not valid. Enter the current 6-digit code from your authenticator app.' } } : { status: 200, data: { token: 't2', user: admin } },
  );
  currentHttp().on('GET', '/api/auth/2fa', { status: 200, data: status({ enabled: true }) });
  const view = renderShellAt('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  const step = await screen.findByRole('form', { name: 'Two-factor sign-in' });
  const code = within(step).getByLabelText('Authentication code');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(sessionStore.getState().status).not.toBe('authenticated');
  await user.type(code, '123456{Enter}');
  expect(await within(step).findByRole('alert')).toHaveTextContent('That code is not valid.');

  await user.click(within(step).getByRole('button', { name: 'Use a recovery code instead' }));
  await user.type(within(step).getByLabelText('Recovery code'), 'abcde-fghjk');
  await user.click(within(step).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(view.location().pathname).toBe('/admin/companies'));
  expect(posted('/api/auth/login/two-factor')).toEqual([
    { challenge: 'ch-1', code: '123456' },
    { challenge: 'ch-1', recoveryCode: 'abcde-fghjk' },
  ]);
  expect(sessionStore.getState().token).toBe('t2');
});

it('REQUIRE_ADMIN_2FA: an admin without a second factor lands on the set-up page; scanning, a code, then the recovery codes shown once', async () => {
  signIn('t1', admin);
  let enabled = false;
  currentHttp().on('GET', '/api/auth/2fa', () => ({ status: 200, data: status(enabled ? { enabled: true, enabledAt: '2026-11-24T10:00:00Z', recoveryCodesLeft: 10, requiredForAdmins: true } : { requiredForAdmins: true }) }));
  currentHttp().on('POST', '/api/auth/2fa/setup', { status: 200, data: { otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', manualKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } });
  let tries = 0;
  currentHttp().on('POST', '/api/auth/2fa/enable', () => {
    if (++tries === 1) return { status: 400, data: { message: 'That code is not valid. Enter the current 6-digit code from your authenticator app.', errors: { code: ['x'] } } };
    enabled = true;
    return { status: 200, data: { recoveryCodes: CODES, token: 't-mfa' } };
  });
  const view = renderShellAt('/admin/companies');
  await waitFor(() => expect(view.location().pathname).toBe('/admin/account/two-factor'));
  expect(await screen.findByText(/Administrators must sign in with a second factor/)).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
  expect(screen.getByLabelText('Key for manual entry')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await user.type(screen.getByLabelText('Code from the app'), '111111');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');
  await user.clear(screen.getByLabelText('Code from the app'));
  await user.type(screen.getByLabelText('Code from the app'), '222222');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));

  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
  // The session continues with the token that carries the factor.
  expect(sessionStore.getState().token).toBe('t-mfa');
  // Download saves them as a text file, one code per line.
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.set('blob:codes', blob);
    return 'blob:codes';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const reader = new FileReader();
    const text = new Promise<string>((resolve) => reader.addEventListener('load', () => resolve(String(reader.result))));
    reader.readAsText(blobs.get(this.href)!);
    saved.push({ name: this.download, text });
  });
  await user.click(screen.getByRole('button', { name: 'Download as .txt' }));
  click.mockRestore();
  expect(saved.map((f) => f.name)).toEqual(['recovery-codes.txt']);
  expect(await saved[0].text).toBe(`${CODES.join('\n')}\n`);
  await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();
  expect(screen.getByText(/On since 24\/11\/2026\. 10 of 10 recovery codes left\./)).toBeInTheDocument();
  expect(posted('/api/auth/2fa/enable')).toEqual([{ code: '111111' }, { code: '222222' }]);
});

it('turning it off takes a code or a recovery code', async () => {
  signIn('t1', admin);
  currentHttp().on('GET', '/api/auth/2fa', { status: 200, data: status({ enabled: true, enabledAt: '2026-11-01T09:00:00Z', recoveryCodesLeft: 7 }) });
  currentHttp().on('POST', '/api/auth/2fa/disable', { status: 200, data: status() });
  renderShellAt('/admin/account/two-factor');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Code or recovery code'), 'ABCDE-FGHJK');
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
  expect(posted('/api/auth/2fa/disable')).toEqual([{ recoveryCode: 'ABCDE-FGHJK' }]);
  expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
});
