import { BeforeApplicationShutdown, Logger, UseFilters, UseGuards } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayDisconnect, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Metrics } from '@app/nest-common';
import { HubError } from '@app/signalr-server';
import type { StatusUpdateEvent } from '@app/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { SystemStatusService } from '../system-status/system-status.service';
import { HubArguments, HubExceptionFilter, HubSessionGuard } from './hub-pipes';
import { LocalConnection, LocalConnections } from './local-connections';
import type { HubClient } from './signalr.adapter';

export const HUB_PATH = '/notificationHub';
/** RequestStatusUpdate answers from a cached status at most this old (the checks are not free). */
const STATUS_CACHE_MS = 10_000;
/** How often expired tokens' connections are looked for: a connection lives at most this long past its token. */
export const EXPIRY_SWEEP_MS = 5_000;
const TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/**
 * The `/notificationHub` SignalR hub as a Nest gateway (the SignalR protocol comes from `SignalRAdapter`, built on
 * @app/signalr-server). The technical module owns it because it owns notifications.
 *
 * Fan-out (docs/notification-hub.md): no groups and no backplane. Every connection is registered in this instance's
 * LocalConnections with its recipient and subscribed types; deliveries arrive on the event bus (Redis with several
 * instances), and each instance writes only to its own connections. On connect a connection receives the still-active
 * notifications its user has not received yet. Methods: SubscribeToNotificationType(type),
 * UnsubscribeFromNotificationType(type), RequestStatusUpdate() (a StatusUpdate to the caller).
 */
@WebSocketGateway({ path: HUB_PATH })
@UseGuards(HubSessionGuard)
@UseFilters(HubExceptionFilter)
export class NotificationHubGateway implements OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationHub');
  private cachedStatus?: { at: number; value: Promise<StatusUpdateEvent['status']> };
  /** One sweep closes the connections whose token expired (a timer per connection cost more memory than the rest of its state). */
  private readonly expirySweep: NodeJS.Timeout;

  private readonly deliveries: ReturnType<Metrics['counter']>;
  /** Messages sent since the counter was last added to, by target. */
  private readonly uncounted = new Map<string, number>();
  /**
   * Counts a message (every LocalConnection calls it): a fan-out to thousands of connections adds to the counter once
   * per target when it ends, not once per connection.
   */
  private readonly countDelivery = (target: string): void => {
    if (!this.uncounted.size) queueMicrotask(() => this.addUncounted());
    this.uncounted.set(target, (this.uncounted.get(target) ?? 0) + 1);
  };

  constructor(
    private readonly notifications: NotificationsService,
    private readonly systemStatus: SystemStatusService,
    private readonly connections: LocalConnections,
    metrics: Metrics,
  ) {
    metrics.gauge('hub_connections', 'Notification hub connections open on this instance', [], (gauge) => gauge.set(connections.size));
    this.deliveries = metrics.counter('hub_messages_sent_total', 'Messages the notification hub sent to clients, by target', ['target']);
    this.expirySweep = setInterval(() => this.closeExpired(Date.now()), EXPIRY_SWEEP_MS);
    this.expirySweep.unref();
  }

  private addUncounted(): void {
    for (const [target, count] of this.uncounted) this.deliveries.inc({ target }, count);
    this.uncounted.clear();
  }

  /** Closes (allowing reconnect, which fetches a fresh token) the connections whose token has expired. */
  closeExpired(now: number): void {
    for (const c of this.connections.all()) if (c.expiresAt !== undefined && c.expiresAt <= now) c.close('Token expired');
  }

  /**
   * Registers the connection and replays its user's pending notifications before the handshake completes (the adapter
   * awaits `client.setup`): a notification dispatched while the replay runs would otherwise arrive twice.
   */
  handleConnection(client: HubClient): Promise<void> {
    client.setup = this.register(client);
    return client.setup as Promise<void>;
  }

  private async register(client: HubClient): Promise<void> {
    const connection = new LocalConnection(client.context, this.countDelivery);
    this.connections.add(connection);
    try {
      await this.notifications.deliverPendingTo(connection);
    } catch (error) {
      this.logger.error(`Replay of pending notifications failed: ${(error as Error).message}`);
    }
  }

  handleDisconnect(client: HubClient): void {
    this.connections.remove(client.id);
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.expirySweep);
  }

  @SubscribeMessage('SubscribeToNotificationType')
  subscribe(@ConnectedSocket() client: HubClient, @MessageBody(new HubArguments('string')) [type]: [string]): void {
    this.connections.get(client.id)?.subscribe(notificationType(type));
  }

  @SubscribeMessage('UnsubscribeFromNotificationType')
  unsubscribe(@ConnectedSocket() client: HubClient, @MessageBody(new HubArguments('string')) [type]: [string]): void {
    this.connections.get(client.id)?.unsubscribe(notificationType(type));
  }

  /** Admins get the full system status; other users only the overall status. */
  @SubscribeMessage('RequestStatusUpdate')
  async requestStatusUpdate(@ConnectedSocket() client: HubClient, @MessageBody(new HubArguments()) _args: []): Promise<void> {
    const now = Date.now();
    if (!this.cachedStatus || now - this.cachedStatus.at > STATUS_CACHE_MS) {
      this.cachedStatus = { at: now, value: this.systemStatus.status() };
    }
    const status = await this.cachedStatus.value;
    const update: StatusUpdateEvent =
      client.principal.role === 'Admin'
        ? { reason: 'requested', checkedAt: status!.checkedAt, status }
        : { reason: 'requested', checkedAt: status!.checkedAt, overallStatus: status!.overallStatus };
    this.connections.get(client.id)?.send('StatusUpdate', update);
  }
}

function notificationType(type: string): string {
  if (!TYPE_PATTERN.test(type)) throw new HubError('Invalid notification type');
  return type.toLowerCase();
}
