import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, signIn } from '@app/session';
import { renderShellAt, withShellTestSetup } from '../testing/shell';

const admin = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' as const };
const laptop = { id: 's1', device: 'Chrome on Windows', userAgent: 'x', ipAddress: '10.0.0.1', createdAt: '2026-11-24T08:00:00Z', lastSeenAt: '2026-11-24T10:00:00Z', current: true };
const phone = { id: 's2', device: 'Safari on iOS', userAgent: 'y', ipAddress: '10.0.0.2', createdAt: '2026-11-23T18:30:00Z', lastSeenAt: '2026-11-23T19:00:00Z', current: false };

const currentHttp = withShellTestSetup();

it('the user menu says on how many devices the user is signed in; the list signs another device out, or every device after a confirmation', async () => {
  signIn('t', admin);
  let sessions = [laptop, phone];
  currentHttp().on('GET', '/api/auth/sessions', () => ({ status: 200, data: sessions }));
  currentHttp().on('DELETE', '/api/auth/sessions/s2', () => {
    sessions = [laptop];
    return { status: 204 };
  });
  currentHttp().on('POST', '/api/auth/sessions/end-all', { status: 204 });
  const view = renderShellAt('/admin/companies');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
  await user.click(await screen.findByRole('button', { name: 'Signed in on 2 devices' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your sessions' });
  const list = within(dialog).getByRole('list', { name: 'Your sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Chrome on Windows This device10.0.0.1 · Signed in 24/11/2026, 08:00, last seen 24/11/2026, 10:00',
    'Safari on iOS 10.0.0.2 · Signed in 23/11/2026, 18:30, last seen 23/11/2026, 19:00Sign out',
  ]);
  expect(within(items[0]).queryByRole('button')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Sign out Safari on iOS' }));
  expect(await within(dialog).findByText('Safari on iOS was signed out.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  const confirm = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
  expect(confirm).toHaveTextContent('Sign out of every device, this one included? You will need to sign in again.');
  await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(view.location().pathname).toBe('/login'));
  expect(currentHttp().calls.some((c) => c.method === 'post' && c.url === '/api/auth/sessions/end-all')).toBe(true);
  expect(sessionStore.getState().status).toBe('anonymous');
});
