import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { expireSession, sessionStore, signIn } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { DataTable } from './DataTable';
import { ListCard } from './ListCard';
import { useConfirm } from './ConfirmDialog';
import { LoginForm } from './LoginForm';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SessionExpiredToast } from './SessionExpiredToast';
import { StatusBadge } from './StatusBadge';
import { SubmitButton } from './SubmitButton';

let http: HttpMock;
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  http = mockHttp();
});
afterEach(() => http.restore());

describe('DataTable', () => {
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'n', header: 'Count', render: (r: { n: number }) => `#${r.n}` },
  ];

  it('renders headers and rows', () => {
    render(<DataTable columns={columns} rows={[{ name: 'Acme', n: 2 }]} rowKey={(r) => r.name} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('#2')).toBeInTheDocument();
  });

  it('shows the empty text and the loading state', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={() => 1} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} rowKey={() => 1} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('opens a row on a click, or on Enter or Space once focused, but not from a control inside it', async () => {
    const opened: string[] = [];
    const withButton = [...columns, { key: 'act', header: 'Actions', render: () => <button type="button">Other</button> }];
    render(<DataTable columns={withButton} rows={[{ name: 'Acme', n: 2 }, { name: 'Beta', n: 3 }]} rowKey={(r) => r.name} onRowOpen={(r) => opened.push(r.name)} />);
    await userEvent.tab();
    expect(screen.getByText('Acme').closest('tr')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(opened).toEqual(['Acme', 'Acme']);
    // Enter on the button inside the row is the button's.
    await userEvent.tab();
    expect(screen.getAllByRole('button', { name: 'Other' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getAllByRole('button', { name: 'Other' })[1]);
    expect(opened).toEqual(['Acme', 'Acme']);
    await userEvent.click(screen.getByText('#3'));
    expect(opened).toEqual(['Acme', 'Acme', 'Beta']);
  });
});

it('StatusBadge maps statuses to Bootstrap variants', () => {
  render(
    <>
      <StatusBadge status="Healthy" />
      <StatusBadge status="Weird" />
    </>,
  );
  expect(screen.getByText('Healthy')).toHaveClass('bg-success');
  expect(screen.getByText('Weird')).toHaveClass('bg-secondary');
});

it('useConfirm resolves true on confirm and false on cancel', async () => {
  const results: boolean[] = [];
  function Harness() {
    const [confirm, dialog] = useConfirm();
    return (
      <>
        <button onClick={async () => results.push(await confirm({ message: 'Are you sure?', confirmText: 'Yes' }))}>ask</button>
        {dialog}
      </>
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByText('ask'));
  expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(results).toEqual([true]));
  await user.click(screen.getByText('ask'));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(results).toEqual([true, false]));
});

describe('RemoteErrorBoundary', () => {
  it('shows the fallback and retries', async () => {
    let fail = true;
    const onRetry = jest.fn(() => {
      fail = false;
    });
    function Child() {
      if (fail) throw new Error('boom');
      return <p>remote content</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteErrorBoundary remoteName="mf_x" onRetry={onRetry}>
        <Child />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('This module is currently unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});

describe('LoginForm', () => {
  function setup() {
    const onSignedIn = jest.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    return { onSignedIn, user: userEvent.setup() };
  }

  it('signs in and stores the token', async () => {
    http.on('POST', '/api/auth/login', { status: 200, data: { token: 't1', user: { id: '1', email: 'a@b.c', role: 'Admin', firstName: 'A', lastName: 'B' } } });
    const { onSignedIn, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(JSON.parse(http.calls[0].data)).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it("shows the server's message on a non-OK answer", async () => {
    http.on('POST', '/api/auth/login', { status: 401, data: { message: 'Invalid email or password' } });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows Network error occurred on a network failure', async () => {
    http.on('POST', '/api/auth/login', () => 'network-error');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('is busy while signing in', async () => {
    let release: (v: { status: number; data: unknown }) => void = () => undefined;
    http.on('POST', '/api/auth/login', () => new Promise((r) => (release = r)));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    await act(async () => release({ status: 400, data: { message: 'Nope' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
  });
});

it('SessionExpiredToast appears on session end', async () => {
  jest.useFakeTimers();
  try {
    signIn('t', { id: '1', email: 'a@b.c', role: 'Admin', firstName: 'A', lastName: 'B' });
    render(<SessionExpiredToast />);
    expect(screen.queryByText('Session Expired')).toBeNull();
    act(() => expireSession());
    expect(screen.getByText('Session Expired')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(sessionStore.getState().token).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});


describe('ListCard', () => {
  it('titles the list, refreshes on demand (not while loading) and reports a failed load above the content', async () => {
    const onRefresh = jest.fn();
    const { rerender } = render(
      <ListCard title="Companies" refreshLabel="Refresh" loading={false} onRefresh={onRefresh} loadFailedText={null} alert={<p>Saved</p>}>
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Companies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    rerender(
      <ListCard title="Users" headingLevel={3} refreshLabel="Refresh" loading onRefresh={onRefresh} loadFailedText="Failed to load users">
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText('Failed to load users')).toBeInTheDocument();
  });
});

describe('SubmitButton', () => {
  it('submits with its label, and is disabled with the busy text while sending', () => {
    const { rerender } = render(<SubmitButton busy={false} label="Sign in" busyText="Signing in..." />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    rerender(<SubmitButton busy label="Sign in" busyText="Signing in..." />);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});
