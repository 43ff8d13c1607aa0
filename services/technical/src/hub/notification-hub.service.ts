import type { IncomingMessage, ServerResponse } from 'http';
import type { Duplex } from 'stream';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { AuthService } from '@app/nest-auth';
import { createHub, Hub, HubContext, HubError, Principal } from '@app/signalr-server';
import type { StatusUpdateEvent } from '@app/contracts';
import { hubConfig } from '../config';
import { NotificationsService } from '../notifications/notifications.service';
import { SystemStatusService } from '../system-status/system-status.service';
import { LocalConnection, LocalConnections } from './local-connections';

const HUB_PATH = '/notificationHub';
/** RequestStatusUpdate answers from a cached status at most this old (the checks are not free). */
const STATUS_CACHE_MS = 10_000;

const TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** Expiry (epoch ms) of a JWT, read without verification (the token was verified just before). */
function tokenExpiry(token: string): number | undefined {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `/notificationHub` SignalR hub (protocol in @app/signalr-server). The technical module owns it because it
 * owns notifications; the gateway (or the module's standalone main) mounts it on its HTTP server.
 *
 * Fan-out (docs/notification-hub.md): the hub keeps no groups and no backplane. Every connection is registered in
 * this instance's LocalConnections with its recipient and subscribed types; deliveries arrive on the event bus
 * (Redis with several instances), and each instance writes only to its own connections and records their receipts.
 * On connect a connection receives the still-active notifications its user has not received yet. Methods:
 * SubscribeToNotificationType(type) / UnsubscribeFromNotificationType(type), RequestStatusUpdate() (a StatusUpdate
 * to the caller).
 */
@Injectable()
export class NotificationHubService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationHub');
  readonly hub: Hub;
  private cachedStatus?: { at: number; value: Promise<StatusUpdateEvent['status']> };
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly auth: AuthService,
    private readonly notifications: NotificationsService,
    private readonly systemStatus: SystemStatusService,
    private readonly connections: LocalConnections,
    @Inject(hubConfig.KEY) settings: ConfigType<typeof hubConfig>,
  ) {
    const logger = { log: (m: string) => this.logger.log(m), warn: (m: string) => this.logger.warn(m), error: (m: string) => this.logger.error(m) };
    this.hub = createHub({
      path: HUB_PATH,
      authenticate: (token) => this.authenticate(token),
      methods: {
        SubscribeToNotificationType: { args: ['string'], handler: (ctx: HubContext, type: string) => this.subscribe(ctx, type) },
        UnsubscribeFromNotificationType: { args: ['string'], handler: (ctx: HubContext, type: string) => this.unsubscribe(ctx, type) },
        RequestStatusUpdate: { args: [], handler: (ctx: HubContext) => this.requestStatusUpdate(ctx) },
      },
      onConnected: (ctx) => this.onConnected(ctx),
      onDisconnected: (ctx) => this.onDisconnected(ctx),
      keepAliveIntervalMs: settings.keepAliveIntervalMs,
      clientTimeoutMs: settings.clientTimeoutMs,
      logger,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.hub.ready;
  }

  /** Graceful shutdown: every client gets Close{allowReconnect: true} and reconnects (to another instance). */
  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    await this.hub.close();
  }

  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    return this.hub.handleRequest(req, res);
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    return this.hub.handleUpgrade(req, socket, head);
  }

  private async authenticate(token: string | undefined): Promise<Principal | null> {
    if (!token) return null;
    try {
      // Signature, expiry and a fresh read of the user (active, same session version, company active).
      const user = await this.auth.verifyAccessToken(token);
      return { userId: user.id, role: user.role, companyId: user.companyId ?? undefined, expiresAt: tokenExpiry(token) };
    } catch {
      return null;
    }
  }

  private async onConnected(ctx: HubContext): Promise<void> {
    const p = ctx.principal;
    const connection: LocalConnection = {
      connectionId: ctx.connectionId,
      recipient: { userId: p.userId, role: String(p.role ?? ''), companyId: (p.companyId as string | undefined) ?? null },
      types: new Set(),
      send: (target, ...args) => ctx.send(target, ...args),
      close: (reason) => ctx.close({ error: reason, allowReconnect: true }),
    };
    this.connections.add(connection);
    // Close (allowing reconnect, which fetches a fresh token) when the token expires.
    const expiresAt = typeof p.expiresAt === 'number' ? p.expiresAt : undefined;
    if (expiresAt) {
      const timer = setTimeout(() => ctx.close({ error: 'Token expired', allowReconnect: true }), Math.max(0, expiresAt - Date.now()));
      timer.unref();
      this.expiryTimers.set(ctx.connectionId, timer);
    }
    try {
      await this.notifications.deliverPendingTo(connection);
    } catch (error) {
      this.logger.error(`Replay of pending notifications failed: ${(error as Error).message}`);
    }
  }

  private onDisconnected(ctx: HubContext): void {
    this.connections.remove(ctx.connectionId);
    clearTimeout(this.expiryTimers.get(ctx.connectionId));
    this.expiryTimers.delete(ctx.connectionId);
  }

  private subscribe(ctx: HubContext, type: string): void {
    if (!TYPE_PATTERN.test(type)) throw new HubError('Invalid notification type');
    this.connections.get(ctx.connectionId)?.types.add(type.toLowerCase());
  }

  private unsubscribe(ctx: HubContext, type: string): void {
    if (!TYPE_PATTERN.test(type)) throw new HubError('Invalid notification type');
    this.connections.get(ctx.connectionId)?.types.delete(type.toLowerCase());
  }

  /** Admins get the full system status; other users only the overall status. */
  private async requestStatusUpdate(ctx: HubContext): Promise<void> {
    const now = Date.now();
    if (!this.cachedStatus || now - this.cachedStatus.at > STATUS_CACHE_MS) {
      this.cachedStatus = { at: now, value: this.systemStatus.status() };
    }
    const status = await this.cachedStatus.value;
    const update: StatusUpdateEvent =
      ctx.principal.role === 'Admin'
        ? { reason: 'requested', checkedAt: status!.checkedAt, status }
        : { reason: 'requested', checkedAt: status!.checkedAt, overallStatus: status!.overallStatus };
    ctx.send('StatusUpdate', update);
  }
}
