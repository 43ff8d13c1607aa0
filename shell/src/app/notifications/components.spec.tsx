import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLinkState } from '@app/session';
import { resetRealtimeForTests } from '@app/session/testing';
import { LinkStatus } from './LinkStatus';
import { NotificationToasts } from './NotificationToasts';
import { resetToastsForTests } from '../../testing/toasts';
import { pushToast } from './presentNotification';

beforeEach(() => {
  resetRealtimeForTests();
  resetToastsForTests();
});
afterEach(() => jest.useRealTimers());

it('shows the link state; Reconnect only when closed', async () => {
  const onReconnect = jest.fn();
  render(<LinkStatus onReconnect={onReconnect} />);
  expect(screen.getByTestId('link-status')).toHaveTextContent('Closed');
  await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
  expect(onReconnect).toHaveBeenCalledTimes(1);
  for (const [state, label] of [
    ['connecting', 'Connecting'],
    ['connected', 'Connected'],
    ['reconnecting', 'Reconnecting'],
  ] as const) {
    act(() => setLinkState(state));
    expect(screen.getByTestId('link-status')).toHaveTextContent(label);
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  }
});

it('shows notification toasts that hide after 5 seconds unless they require action', () => {
  jest.useFakeTimers();
  render(<NotificationToasts />);
  act(() => {
    pushToast({ id: '1', type: 'Maintenance', title: 'Tonight', message: 'Down at 22:00' });
    pushToast({ id: '2', type: 'Error', title: 'Act now', message: 'Fix it', requiresAction: true, actionUrl: '/admin/technical' });
  });
  expect(screen.getAllByTestId('notification-toast')).toHaveLength(2);
  expect(screen.getByText('Down at 22:00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '/admin/technical' })).toHaveAttribute('href', '/admin/technical');
  act(() => void jest.advanceTimersByTime(5000));
  act(() => void jest.advanceTimersByTime(1000)); // fade-out transition
  expect(screen.queryByText('Tonight')).not.toBeInTheDocument();
  expect(screen.getByText('Act now')).toBeInTheDocument();
});
