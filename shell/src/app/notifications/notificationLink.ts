// The real-time notification link (spec sections 4, 7 "Real-time link" and 9): one SignalR connection to
// /notificationHub per signed-in browser tab, closed at logout.
import {
  HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { BUSINESS_MODEL_CHANGED } from '@app/contracts';
import { emitStatusUpdate, getToken, loadBusinessModel, setLinkState } from '@app/session';
import { presentNotification, requestBrowserNotificationPermission, SUBSCRIBED_TYPES, type LiveNotification } from './presentNotification';
import { KEEP_ALIVE_INTERVAL_MS, MANUAL_RECONNECT_ATTEMPTS, reconnectDelay, reconnectPolicy, SERVER_TIMEOUT_MS } from './reconnectPolicy';

export const HUB_URL = '/notificationHub';

export function buildHubConnection(url: string = HUB_URL): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => getToken() ?? '' })
    .withAutomaticReconnect(reconnectPolicy)
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    .configureLogging(LogLevel.Warning)
    .build();
}

export interface NotificationLinkOptions {
  createConnection?: () => HubConnection;
  sleep?: (ms: number) => Promise<void>;
  present?: (n: LiveNotification) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class NotificationLink {
  private connection: HubConnection | null = null;
  private active = false;
  private starting: Promise<boolean> | null = null;
  private readonly types = new Set<string>();
  /** Notification ids already shown in this tab (a notification may arrive live and again on connect). */
  private readonly seen = new Set<string>();

  constructor(private readonly options: NotificationLinkOptions = {}) {}

  /** Starts the link; the first start is retried with the reconnect delays until it works or the link is stopped. */
  start(): Promise<boolean> {
    if (this.active) return this.starting ?? Promise.resolve(this.connection?.state === HubConnectionState.Connected);
    this.active = true;
    requestBrowserNotificationPermission();
    return this.connect(Number.POSITIVE_INFINITY);
  }

  /** Manual reconnect (the Reconnect button): up to 5 attempts. */
  reconnect(): Promise<boolean> {
    if (this.connection?.state === HubConnectionState.Connected) return Promise.resolve(true);
    if (this.starting) return this.starting;
    this.active = true;
    return this.connect(MANUAL_RECONNECT_ATTEMPTS);
  }

  async stop(): Promise<void> {
    this.active = false;
    const connection = this.connection;
    this.connection = null;
    setLinkState('closed');
    this.seen.clear();
    await connection?.stop().catch(() => undefined);
  }

  subscribe(type: string): void {
    this.types.add(type);
    if (this.connection?.state === HubConnectionState.Connected) void this.connection.invoke('SubscribeToNotificationType', type).catch(() => undefined);
  }

  unsubscribe(type: string): void {
    this.types.delete(type);
    if (this.connection?.state === HubConnectionState.Connected) void this.connection.invoke('UnsubscribeFromNotificationType', type).catch(() => undefined);
  }

  requestStatusUpdate(): Promise<void> {
    if (this.connection?.state !== HubConnectionState.Connected) return Promise.resolve();
    return this.connection.invoke('RequestStatusUpdate').catch(() => undefined);
  }

  get state(): HubConnectionState | null {
    return this.connection?.state ?? null;
  }

  private connect(maxAttempts: number): Promise<boolean> {
    const run = async () => {
      setLinkState('connecting');
      for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
        await (this.options.sleep ?? defaultSleep)(reconnectDelay(attempt));
        if (!this.active) return false;
        const connection = this.ensureConnection();
        try {
          await connection.start();
        } catch {
          if (!this.active) return false;
          continue;
        }
        if (!this.active || connection !== this.connection) {
          await connection.stop().catch(() => undefined);
          return false;
        }
        setLinkState('connected');
        this.restoreSubscriptions(connection);
        return true;
      }
      if (this.active) setLinkState('closed');
      return false;
    };
    const starting = run().finally(() => {
      if (this.starting === starting) this.starting = null;
    });
    this.starting = starting;
    return starting;
  }

  private ensureConnection(): HubConnection {
    if (this.connection && this.connection.state === HubConnectionState.Disconnected) return this.connection;
    if (this.connection) return this.connection;
    const connection = (this.options.createConnection ?? buildHubConnection)();
    connection.on('ReceiveNotification', (n: LiveNotification) => this.receive(n));
    connection.on('StatusUpdate', (status: unknown) => emitStatusUpdate(status));
    connection.onreconnecting(() => {
      if (connection === this.connection) setLinkState('reconnecting');
    });
    connection.onreconnected(() => {
      if (connection !== this.connection) return;
      setLinkState('connected');
      // Every reconnect is a new server connection: group memberships (subscriptions) must be restored.
      this.restoreSubscriptions(connection);
    });
    connection.onclose(() => {
      if (connection === this.connection && this.active && !this.starting) setLinkState('closed');
    });
    this.connection = connection;
    return connection;
  }

  private restoreSubscriptions(connection: HubConnection): void {
    for (const type of this.types) void connection.invoke('SubscribeToNotificationType', type).catch(() => undefined);
  }

  private receive(n: LiveNotification): void {
    if (!n || typeof n !== 'object') return;
    if (n.id) {
      if (this.seen.has(n.id)) return;
      this.seen.add(n.id);
    }
    // An admin changed the company's business model: reload the configuration, then tell the user.
    if (n.type === BUSINESS_MODEL_CHANGED) void loadBusinessModel();
    (this.options.present ?? presentNotification)(n);
  }
}

/** The shell's one link. */
export const notificationLink = new NotificationLink();
for (const type of SUBSCRIBED_TYPES) notificationLink.subscribe(type);
