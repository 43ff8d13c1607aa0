import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { waitFor } from '@testing-library/react';
import { mockHttp } from '@app/api-client/testing';
import { onStatusUpdate, realtimeStore, sessionStore, signIn } from '@app/session';
import { resetRealtimeForTests, resetSessionForTests } from '@app/session/testing';
import { NotificationLink } from './notificationLink';
import { resetToastsForTests } from '../../testing/toasts';
import { presentNotification, toastStore } from './presentNotification';

/** A stand-in for @microsoft/signalr's HubConnection (the network edge of the link). */
class FakeConnection {
  state = HubConnectionState.Disconnected;
  handlers = new Map<string, (...args: any[]) => void>();
  reconnecting?: () => void;
  reconnected?: () => void;
  closed?: () => void;
  invocations: [string, ...unknown[]][] = [];
  failStarts = 0;
  starts = 0;
  on(name: string, handler: (...args: any[]) => void) {
    this.handlers.set(name.toLowerCase(), handler);
  }
  onreconnecting(cb: () => void) {
    this.reconnecting = cb;
  }
  onreconnected(cb: () => void) {
    this.reconnected = cb;
  }
  onclose(cb: () => void) {
    this.closed = cb;
  }
  async start() {
    this.starts += 1;
    if (this.failStarts > 0) {
      this.failStarts -= 1;
      throw new Error('Failed to complete negotiation with the server');
    }
    this.state = HubConnectionState.Connected;
  }
  async stop() {
    this.state = HubConnectionState.Disconnected;
    this.closed?.();
  }
  async invoke(method: string, ...args: unknown[]) {
    this.invocations.push([method, ...args]);
  }
  emit(name: string, ...args: unknown[]) {
    this.handlers.get(name.toLowerCase())?.(...args);
  }
}

const linkState = () => realtimeStore.getState().linkState;

function setup(fake = new FakeConnection()) {
  const delays: number[] = [];
  const presented: unknown[] = [];
  const link = new NotificationLink({
    createConnection: () => fake as unknown as HubConnection,
    sleep: async (ms) => void delays.push(ms),
    present: (n) => void presented.push(n),
  });
  return { link, fake, delays, presented };
}

beforeEach(() => {
  resetRealtimeForTests();
  resetToastsForTests();
});

it('retries the first start with the reconnect delays, then restores subscriptions', async () => {
  const { link, fake, delays } = setup();
  fake.failStarts = 3;
  link.subscribe('PayrollProcessed');
  expect(await link.start()).toBe(true);
  expect(delays).toEqual([0, 2000, 4000, 8000]);
  expect(linkState()).toBe('connected');
  expect(fake.invocations).toEqual([['SubscribeToNotificationType', 'PayrollProcessed']]);
});

it('shows reconnecting, then connected with subscriptions restored after an automatic reconnect', async () => {
  const { link, fake } = setup();
  link.subscribe('FpsSubmitted');
  await link.start();
  fake.invocations = [];
  fake.reconnecting!();
  expect(linkState()).toBe('reconnecting');
  fake.reconnected!();
  expect(linkState()).toBe('connected');
  expect(fake.invocations).toEqual([['SubscribeToNotificationType', 'FpsSubmitted']]);
  link.unsubscribe('FpsSubmitted');
  expect(fake.invocations.at(-1)).toEqual(['UnsubscribeFromNotificationType', 'FpsSubmitted']);
});

it('goes closed when the connection ends; a manual reconnect makes up to 5 attempts', async () => {
  const { link, fake, delays } = setup();
  await link.start();
  fake.state = HubConnectionState.Disconnected;
  fake.closed!();
  expect(linkState()).toBe('closed');
  fake.failStarts = 10;
  delays.length = 0;
  const before = fake.starts;
  expect(await link.reconnect()).toBe(false);
  expect(fake.starts - before).toBe(5);
  expect(delays).toEqual([0, 2000, 4000, 8000, 16000]);
  expect(linkState()).toBe('closed');
  fake.failStarts = 0;
  expect(await link.reconnect()).toBe(true);
  expect(linkState()).toBe('connected');
});

it('passes notifications on once per id and StatusUpdate events to the shared emitter', async () => {
  const { link, fake, presented } = setup();
  const updates: unknown[] = [];
  onStatusUpdate((u) => updates.push(u));
  await link.start();
  const n = { id: 'n1', type: 'Info', title: 'Hello', message: 'World', requiresAction: false, actionUrl: null };
  fake.emit('ReceiveNotification', n);
  fake.emit('ReceiveNotification', n);
  fake.emit('ReceiveNotification', { ...n, id: null, title: 'transient' });
  expect(presented).toEqual([n, { ...n, id: null, title: 'transient' }]);
  fake.emit('StatusUpdate', { reason: 'notifications' });
  expect(updates).toEqual([{ reason: 'notifications' }]);
});

it("reloads the company's business model when an admin changes it, and tells the user", async () => {
  const http = mockHttp();
  try {
    http.on('GET', '/api/businessmodel', { status: 200, data: { name: 'Sole trader', features: { payroll: false } } });
    signIn('token-m1', { id: 'm1', firstName: 'Mia', lastName: 'Manager', email: 'mia@acme.example', role: 'Manager' });
    const { link, fake, presented } = setup();
    await link.start();
    const changed = { id: null, type: 'BusinessModelChanged', title: 'Configuration updated', message: 'An administrator changed it' };
    fake.emit('ReceiveNotification', changed);
    await waitFor(() => expect(sessionStore.getState().businessModel).toEqual({ name: 'Sole trader', features: { payroll: false } }));
    expect(http.calls.filter((c) => c.url === '/api/businessmodel')).toHaveLength(1);
    expect(presented).toEqual([changed]);
    fake.emit('ReceiveNotification', { ...changed, type: 'Info' });
    expect(http.calls.filter((c) => c.url === '/api/businessmodel')).toHaveLength(1);
  } finally {
    http.restore();
    resetSessionForTests();
  }
});

it('stops on logout and does not come back', async () => {
  const { link, fake } = setup();
  await link.start();
  await link.stop();
  expect(fake.state).toBe(HubConnectionState.Disconnected);
  expect(linkState()).toBe('closed');
});

describe('presentNotification', () => {
  const original = (window as any).Notification;
  afterEach(() => {
    (window as any).Notification = original;
    jest.useRealTimers();
  });

  function fakeBrowserNotifications(permission: string) {
    const shown: { title: string; options: any; closed: boolean }[] = [];
    class FakeNotification {
      static permission = permission;
      static requestPermission = jest.fn().mockResolvedValue(permission);
      closed = false;
      onclick: null | (() => void) = null;
      constructor(title: string, options: any) {
        shown.push(Object.assign(this, { title, options }) as any);
      }
      close() {
        this.closed = true;
      }
    }
    (window as any).Notification = FakeNotification;
    return shown;
  }

  it('uses a browser notification for the four event types, closed after 5 s unless requiresAction', () => {
    jest.useFakeTimers();
    const shown = fakeBrowserNotifications('granted');
    expect(presentNotification({ id: 'a', type: 'PayrollProcessed', title: 'Payroll', message: 'done' })).toBe('browser');
    expect(presentNotification({ id: 'b', type: 'CompanyDeactivated', title: 'Company', message: 'off', requiresAction: true })).toBe('browser');
    expect(shown.map((s) => [s.title, s.options.body, s.options.requireInteraction])).toEqual([
      ['Payroll', 'done', false],
      ['Company', 'off', true],
    ]);
    jest.advanceTimersByTime(4999);
    expect(shown[0].closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shown[0].closed).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(shown[1].closed).toBe(false);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('shows in-app toasts for the other types, and for the four when notifications are not permitted', () => {
    const shown = fakeBrowserNotifications('denied');
    expect(presentNotification({ type: 'Maintenance', title: 'Tonight', message: 'down' })).toBe('toast');
    expect(presentNotification({ type: 'FpsSubmitted', title: 'FPS', message: 'sent' })).toBe('toast');
    expect(shown).toEqual([]);
    expect(toastStore.getState().toasts.map((t) => t.notification.title)).toEqual(['Tonight', 'FPS']);
  });
});
