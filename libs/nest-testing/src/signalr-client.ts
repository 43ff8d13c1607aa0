// The one SignalR test client: the official @microsoft/signalr client against a listening app's /notificationHub,
// recording what the hub sends. Used by every hub test (technical, gateway).
import { HttpTransportType, HubConnection, HubConnectionBuilder, IRetryPolicy, LogLevel } from '@microsoft/signalr';
import type { LiveNotification, StatusUpdateEvent } from '@app/contracts';

export type HubClient = HubConnection & { notifications: LiveNotification[]; statusUpdates: StatusUpdateEvent[] };

export interface HubClientOptions {
  /** WebSockets unless given (ServerSentEvents, LongPolling). */
  transport?: HttpTransportType;
  /** Automatic reconnect with this policy (none unless given). */
  retry?: IRetryPolicy;
  /** Notification types subscribed after start and again after every reconnect, as the shell does. */
  types?: string[];
}

/** A client not yet started: `token` is asked on every (re)connect, so a test can hand out a fresh one. */
export function buildHubClient(baseUrl: string, token: () => string, options: HubClientOptions = {}): HubClient {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/notificationHub`, { accessTokenFactory: token, transport: options.transport ?? HttpTransportType.WebSockets })
    .withServerTimeout(300_000)
    .withKeepAliveInterval(15_000)
    .configureLogging(LogLevel.None);
  if (options.retry) builder = builder.withAutomaticReconnect(options.retry);
  const connection = builder.build() as HubClient;
  connection.notifications = [];
  connection.statusUpdates = [];
  connection.on('ReceiveNotification', (n: LiveNotification) => connection.notifications.push(n));
  connection.on('StatusUpdate', (s: StatusUpdateEvent) => connection.statusUpdates.push(s));
  connection.onreconnected(() => {
    for (const type of options.types ?? []) void connection.invoke('SubscribeToNotificationType', type);
  });
  return connection;
}

/** A started client, subscribed to `options.types`. */
export async function startHubClient(baseUrl: string, token: string | (() => string), options: HubClientOptions = {}): Promise<HubClient> {
  const client = buildHubClient(baseUrl, typeof token === 'string' ? () => token : token, options);
  await client.start();
  for (const type of options.types ?? []) await client.invoke('SubscribeToNotificationType', type);
  return client;
}
